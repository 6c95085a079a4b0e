import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { isGuarded } from '../lib/guarded-history.ts';
import { useHistory } from '../lib/router/history-router.tsx';

interface UnsavedDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Tiene cambios sin guardar': the one wording for leaving any form. */
export function UnsavedDialog({ opened, onStay, onLeave }: UnsavedDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title="Cambios sin guardar"
      centered
      size="sm"
      zIndex={400}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" mb="lg">
        Tiene cambios sin guardar. ¿Desea salir sin guardarlos?
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onStay}>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * While `dirty`, leaving the page asks first: another screen of the app (the dialog this returns, to be rendered)
 * or a reload/close of the tab (the browser's own question). Changing only the query string is not leaving.
 */
export function useUnsavedGuard(dirty: boolean): ReactNode {
  // The router's history is the app's guarded one (lib/guarded-history.ts; main.tsx, test/render-page.tsx).
  const history = useHistory();
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty || !isGuarded(history)) return;
    return history.block(
      (from, to) => from.pathname !== to.pathname,
      (proceed) => setLeave(() => proceed),
    );
  }, [dirty, history]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <UnsavedDialog
      opened={leave !== null}
      onStay={() => setLeave(null)}
      onLeave={() => {
        setLeave(null);
        leave?.();
      }}
    />
  );
}
