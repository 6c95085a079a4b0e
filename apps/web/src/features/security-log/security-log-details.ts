import type { TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { describeUserAgent } from '../../components/user-agent.ts';

const FIELD_LABELS: Record<string, string> = {
  name: 'nombre',
  last_name: 'apellido',
  lastName: 'apellido',
  email: 'correo',
  phone: 'teléfono',
  position: 'cargo',
  department: 'área',
  active: 'estado',
  avatar: 'foto',
  roles: 'roles',
  password: 'contraseña',
};

const label = (field: string) => FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(vacío)';
  if (v === true) return 'activo';
  if (v === false) return 'inactivo';
  if (Array.isArray(v)) return v.map(value).join(', ');
  return String(v);
}

/** 'Ver usuarios, Ver roles y 4 más' */
function someOf(list: unknown, max = 3): string {
  const items = Array.isArray(list) ? list.map(String) : [];
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} y ${items.length - max} más`;
}

const KIND: Record<string, string> = { web: 'navegador web', native: 'aplicación móvil' };

/** The JSON details of a security event, told in one or two short Spanish sentences. */
export function summariseDetails(entry: Pick<TSecurityLogEntry, 'event' | 'details'>): string {
  const d = entry.details ?? {};
  const parts: string[] = [];
  switch (entry.event) {
    case 'login':
    case 'logout':
      if (typeof d.kind === 'string') parts.push(`Desde ${KIND[d.kind] ?? d.kind}`);
      break;
    case 'user_created': {
      if (d.department) parts.push(`Área: ${value(d.department)}`);
      if (Array.isArray(d.roles)) parts.push(`Roles: ${someOf(d.roles)}`);
      if (d.active === false) parts.push('Creado inactivo');
      const pw = {
        set_by_admin: 'Contraseña definida por el administrador',
        invitation: 'Invitación enviada por correo',
      }[String(d.password)];
      if (pw) parts.push(pw);
      break;
    }
    case 'user_updated': {
      // {field: [from, to]}, the one change shape of every history (task, ticket, security log).
      const changes = (d.changes ?? {}) as Record<string, [unknown, unknown]>;
      for (const [field, [from, to]] of Object.entries(changes))
        parts.push(`${cap(label(field))}: ${value(from)} → ${value(to)}`);
      if (Array.isArray(d.roles_added) && d.roles_added.length) parts.push(`Roles agregados: ${someOf(d.roles_added)}`);
      if (Array.isArray(d.roles_removed) && d.roles_removed.length)
        parts.push(`Roles quitados: ${someOf(d.roles_removed)}`);
      if (!parts.length) parts.push('Sin cambios en los datos');
      break;
    }
    case 'user_activated':
    case 'user_deactivated':
      if (d.sessions_ended) parts.push('Se cerraron sus sesiones');
      break;
    case 'user_password_reset_by_admin':
      if (d.method === 'password') parts.push('Contraseña escrita por el administrador; se cerraron sus sesiones');
      else if (d.method === 'link') parts.push('Enlace de restablecimiento enviado por correo');
      break;
    case 'role_created':
    case 'role_updated':
    case 'role_deleted': {
      if (d.previous_name) parts.push(`Antes: ${value(d.previous_name)}`);
      const added = Array.isArray(d.permissions_added) ? d.permissions_added : [];
      const removed = Array.isArray(d.permissions_removed) ? d.permissions_removed : [];
      if (added.length) parts.push(`Permisos agregados (${added.length}): ${someOf(added)}`);
      if (removed.length) parts.push(`Permisos quitados (${removed.length}): ${someOf(removed)}`);
      break;
    }
    case 'profile_updated': {
      const changed = Array.isArray(d.changed) ? d.changed.map((f) => label(String(f))) : [];
      if (d.avatar === 'removed') parts.push('Quitó su foto');
      else if (d.avatar === 'updated') parts.push('Cambió su foto');
      else if (changed.length) parts.push(`Cambió: ${changed.join(', ')}`);
      else parts.push('Sin cambios');
      break;
    }
    case 'session_revoked':
      parts.push(`Sesión en ${describeUserAgent(d.user_agent as string | null, d.kind as string)}`);
      break;
    default:
      for (const [k, v] of Object.entries(d))
        if (typeof v !== 'object' || Array.isArray(v)) parts.push(`${cap(label(k))}: ${value(v)}`);
  }
  return parts.join(' · ');
}
