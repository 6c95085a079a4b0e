import { z } from 'zod';
import { ZListQuery, ZRef, zPage, zText } from '../common.schema.ts';

export const SECURITY_EVENTS = {
  login: 'Inicio de sesión',
  login_failed: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
  password_reset_requested: 'Solicitud de restablecimiento de contraseña',
  password_reset: 'Contraseña restablecida',
  password_changed: 'Contraseña cambiada',
  session_revoked: 'Sesión cerrada por el usuario',
  user_created: 'Usuario creado',
  user_updated: 'Usuario actualizado',
  user_activated: 'Usuario activado',
  user_deactivated: 'Usuario desactivado',
  user_password_reset_by_admin: 'Contraseña restablecida por un administrador',
  role_created: 'Rol creado',
  role_updated: 'Rol actualizado',
  role_deleted: 'Rol eliminado',
  profile_updated: 'Perfil actualizado',
} as const;
export type TSecurityEvent = keyof typeof SECURITY_EVENTS;

export const ZSecurityLogEntry = z.object({
  public_id: z.string(),
  event: z.string(),
  event_label: z.string(),
  actor: ZRef.nullable(),
  subject: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type TSecurityLogEntry = z.infer<typeof ZSecurityLogEntry>;
export const ZSecurityLogPage = zPage(ZSecurityLogEntry);
export const ZSecurityLogQuery = ZListQuery.extend({ event: zText('El evento').max(40).optional() });
