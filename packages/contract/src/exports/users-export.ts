import type { TUser } from '../users/users.schema.ts';
import { activeLabel, exportDeclaration, joinedNames, personName } from './export-columns.ts';

/** GET /api/users/export. */
export const USERS_EXPORT = exportDeclaration<TUser>('usuarios', [
  { header: 'Usuario', kind: 'text', value: (u) => personName(u), width: 30 },
  { header: 'Correo', kind: 'text', value: (u) => u.email, width: 32 },
  { header: 'Área', kind: 'text', value: (u) => u.department?.name ?? null, width: 24 },
  { header: 'Cargo', kind: 'text', value: (u) => u.position, width: 24 },
  { header: 'Roles', kind: 'text', value: (u) => joinedNames(u.roles.map((r) => r.name)), width: 30 },
  { header: 'Estado', kind: 'text', value: (u) => activeLabel(u.active) },
  { header: 'Último acceso', kind: 'datetime', value: (u) => u.last_login_at },
]);
