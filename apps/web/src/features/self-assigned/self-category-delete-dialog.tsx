import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TSelfCategory } from '@gestora/contract/self-assigned/self-assigned.schema';
import { errorMessage } from '../../components/form-errors.ts';
import { notifyDeleted } from '../../lib/notify.ts';
import { useBackCloses } from '../../lib/use-back-closes.ts';
import { useDeleteSelfCategory, useSelfCategoryOptions } from './self-assigned.queries.ts';

type Mode = 'uncategorize' | 'move' | 'delete';

interface SelfCategoryDeleteDialogProps {
  /** A category that holds tasks; null keeps the dialog closed. */
  category: TSelfCategory | null;
  onClose: () => void;
}

const tasksText = (n: number) => (n === 1 ? '1 tarea' : `${n.toLocaleString('es')} tareas`);

/**
 * Deleting a category that holds tasks asks what becomes of them: left without category, moved to another of
 * the user's categories, or deleted with it. The server refuses a move without a target (422), shown here.
 */
export function SelfCategoryDeleteDialog({ category, onClose }: SelfCategoryDeleteDialogProps) {
  // Keeps the name on screen while the dialog fades out after `category` went back to null.
  const [shown, setShown] = useState(category);
  if (category && category !== shown) setShown(category);
  const [mode, setMode] = useState<Mode>('uncategorize');
  const [to, setTo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const remove = useDeleteSelfCategory();
  // The destinations are asked for only when the dialog opens.
  const options = useSelfCategoryOptions(category !== null);
  const others = (options.data ?? []).filter((c) => c.public_id !== shown?.public_id);

  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setMode('uncategorize');
    setTo(null);
    setMissing(false);
    setFailure(null);
    onClose();
  };
  useBackCloses(category !== null, close);

  const confirm = async () => {
    if (mode === 'move' && !to) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await remove.mutateAsync({ id: shown!.public_id, tasks: mode, to: mode === 'move' ? to! : undefined });
      setBusy(false);
      close();
      notifyDeleted();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={category !== null}
      onClose={close}
      title="Eliminar categoría"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown ? (
        <Stack gap="md">
          <Text size="sm">
            La categoría <strong>«{shown.name}»</strong> tiene {tasksText(shown.tasks_count)}. ¿Qué desea hacer con
            ellas?
          </Text>
          <Radio.Group value={mode} onChange={(v) => setMode(v as Mode)} label="Sus tareas">
            <Stack gap="xs" mt={4}>
              <Radio value="uncategorize" label="Dejarlas sin categoría" />
              <Radio value="move" label="Moverlas a otra categoría" disabled={others.length === 0} />
              <Radio value="delete" label="Eliminarlas junto con la categoría" />
            </Stack>
          </Radio.Group>
          {mode === 'move' ? (
            <Select
              label="Categoría de destino"
              withAsterisk
              placeholder="Seleccione una categoría"
              data={others.map((c) => ({ value: c.public_id, label: c.name }))}
              value={to}
              onChange={(v) => {
                setTo(v);
                setMissing(false);
              }}
              error={missing ? 'Seleccione la categoría de destino.' : undefined}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancelar
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={busy}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
