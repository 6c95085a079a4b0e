import type { TUser } from '@gestora/contract/users/users.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notifyUpdated } from '../../lib/notify.ts';
import { fullName } from './users-columns.tsx';
import { useSetUserActive } from './users.queries.ts';

/** 'Desactivar usuario' / 'Activar usuario': says what follows before doing it. */
export function UserActiveDialog({
  opened,
  user,
  onClose,
}: {
  opened: boolean;
  user: TUser | null;
  onClose: () => void;
}) {
  const setActive = useSetUserActive();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={user?.active ? 'Desactivar usuario' : 'Activar usuario'}
      confirmLabel={user?.active ? 'Desactivar' : 'Activar'}
      color={user?.active ? 'red' : undefined}
      onConfirm={() => setActive.mutateAsync({ id: user!.public_id, active: !user!.active })}
      onDone={notifyUpdated}
    >
      {user?.active ? (
        <>
          ¿Desea desactivar a <strong>{fullName(user)}</strong>? No podrá iniciar sesión y se cerrarán sus sesiones
          abiertas.
        </>
      ) : user ? (
        <>
          ¿Desea activar a <strong>{fullName(user)}</strong>? Podrá volver a iniciar sesión.
        </>
      ) : null}
    </ConfirmDialog>
  );
}
