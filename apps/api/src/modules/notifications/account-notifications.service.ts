import { ACCOUNT_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import type { Tx } from '../../db/client.ts';
import { notify, type PendingDelivery } from './notifications.service.ts';

export type AccountChange = 'roles' | 'activated' | 'deactivated' | 'password_set' | 'password_link';

const TEXTS: Record<AccountChange, { title: string; message: string }> = {
  roles: { title: 'Sus permisos fueron actualizados', message: 'Un administrador cambió los roles de su cuenta.' },
  activated: { title: 'Su cuenta fue activada', message: 'Un administrador activó su cuenta.' },
  deactivated: { title: 'Su cuenta fue desactivada', message: 'Un administrador desactivó su cuenta.' },
  password_set: {
    title: 'Su contraseña fue restablecida',
    message: 'Un administrador estableció una nueva contraseña para su cuenta.',
  },
  password_link: {
    title: 'Restablecimiento de contraseña',
    message: 'Un administrador le envió un enlace para restablecer su contraseña.',
  },
};

/** The 'Account' notification an administrator's change to a user's account leaves them (link: their profile). */
export function notifyAccountChange(
  tx: Tx,
  userId: number,
  actorId: number,
  change: AccountChange,
): Promise<PendingDelivery> {
  return notify(tx, {
    recipientIds: [userId],
    type: ACCOUNT_NOTIFICATION_TYPE,
    creatorId: actorId,
    link: '/profile',
    ...TEXTS[change],
  });
}
