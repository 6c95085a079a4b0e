import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useBackCloses } from '../lib/use-back-closes.ts';
import { errorMessage } from './form-errors.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** 'red' for destructive actions. */
  color?: string;
  /** The action; a rejection keeps the dialog open with the server's message inside it. */
  onConfirm: () => Promise<unknown>;
  /** After the action succeeded (toast, refresh); the dialog closes itself. */
  onDone?: () => void;
}

/** Asks before an action that cannot be undone lightly, and shows the server's refusal where it was asked. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  color,
  onConfirm,
  onDone,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  useBackCloses(opened, close);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
      onDone?.();
    } catch (err) {
      setBusy(false);
      setFailure(errorMessage(err));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button color={color} onClick={confirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
