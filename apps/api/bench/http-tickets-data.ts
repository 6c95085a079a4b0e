// The tickets of `npm run bench:http`, loaded on top of the large organisation on the same connection (uuid7 lives
// there): BENCH_TICKETS tickets over two years, the recent ones open (some overdue), the older ones solved, closed
// or rejected with a solution; one in BENCH_ADMIN_EVERY has the measuring administrator as its responsible (my
// tickets) and another one as its requester (my requested tickets). Codes are numbered per year as the app numbers them, and the per-year counters follow. Deterministic
// like the organisation: every draw is a hash of a row number.
import type pg from 'pg';
import { people, rnd, SIZE } from './large-organisation.ts';

export const BENCH_TICKETS = 60_000;
export const BENCH_ADMIN_EVERY = 50;

const TITLES = [
  'Falla de impresora',
  'Sin acceso al correo',
  'Solicitud de equipo nuevo',
  'Error en el sistema contable',
  'Red lenta en la oficina',
  'Cambio de contraseña',
  'Instalación de programa',
  'Teléfono sin línea',
  'Proyector no enciende',
  'Permisos de carpeta compartida',
];
const SOLUTIONS = [
  'Se reinstaló el controlador de la impresora',
  'Se restableció la cuenta de correo',
  'Se entregó el equipo solicitado',
  'Se corrigió la configuración del sistema contable',
  'Se reemplazó el conmutador de red',
  'Se restableció la contraseña',
  'Se instaló el programa con su licencia',
  'Se reconfiguró la central telefónica',
  'Se cambió la lámpara del proyector',
  'Se concedieron los permisos de la carpeta',
];
const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

const TICKETS = (adminEmail: string) => `
  insert into tickets (public_id, code, title, description, category, priority, status, department_id, requester_id,
    responsible_id, due_at, solution, solved_at, closed_at, overdue_notified_at, created_at, updated_at)
  select pg_temp.uuid7(),
    'TCK-' || extract(year from x.created)::int || '-'
      || lpad((row_number() over (partition by extract(year from x.created) order by x.created, x.g))::text, 5, '0'),
    (${arr(TITLES)})[1 + x.g % ${TITLES.length}] || ' ' || x.g,
    '<p>Detalle del problema ' || x.g || ' reportado por el área.</p>',
    (array['Equipos', 'Redes', 'Sistemas', 'Accesos'])[1 + x.g % 4],
    x.priority, x.status, d.a[1 + x.g % ${SIZE.departments}],
    case when x.g % ${BENCH_ADMIN_EVERY} = 1 then (select id from users where email = '${adminEmail}')
      else u.a[1 + floor(x.r3 * ${SIZE.users})::int] end,
    case when x.status = 'Abierto' and x.r4 < 0.1 then null
      when x.g % ${BENCH_ADMIN_EVERY} = 0 then (select id from users where email = '${adminEmail}')
      else u.a[1 + floor(x.r4 * ${SIZE.users})::int] end,
    x.due,
    case when x.status in ('Resuelto', 'Cerrado', 'Rechazado')
      then '<p>' || (${arr(SOLUTIONS)})[1 + x.g % ${SOLUTIONS.length}] || '.</p>' end,
    case when x.status in ('Resuelto', 'Cerrado') then x.created + (x.due - x.created) * x.r5 end,
    case when x.status = 'Cerrado' then x.created + (x.due - x.created) * x.r5 + interval '1 day' end,
    case when x.status in ('Abierto', 'En proceso') and x.due < now() then now() end,
    x.created, x.created
  from (
    select g, c.created, p.priority, c.created + p.hours * interval '1 hour' as due,
      case when c.created > now() - interval '30 days'
        then case when ${rnd('g', 22)} < 0.5 then 'Abierto' else 'En proceso' end
        else case when ${rnd('g', 22)} < 0.5 then 'Cerrado' when ${rnd('g', 22)} < 0.9 then 'Resuelto' else 'Rechazado' end
      end as status,
      ${rnd('g', 23)} as r3, ${rnd('g', 24)} as r4, ${rnd('g', 25)} as r5
    from generate_series(1, ${BENCH_TICKETS}) g
    cross join lateral (select now() - ${rnd('g', 21)} * interval '730 days' as created) c
    cross join lateral (select (array['Baja', 'Media', 'Alta', 'Urgente'])[1 + g % 4] as priority,
      (array[168, 72, 24, 4])[1 + g % 4] as hours) p
  ) x,
  (select array_agg(id order by id) from departments) as d(a), ${people} as u(a)`;

const steps = (adminEmail: string): string[] => [
  TICKETS(adminEmail),
  `insert into ticket_counters (year, last)
   select split_part(code, '-', 2)::int, max(split_part(code, '-', 3)::int) from tickets group by 1
   on conflict (year) do update set last = excluded.last`,
  `insert into ticket_history (ticket_id, actor_id, action, changes, created_at)
   select id, requester_id, 'created', jsonb_build_object('status', jsonb_build_array(null, 'Abierto')), created_at
   from tickets`,
  `insert into ticket_history (ticket_id, actor_id, action, changes, created_at)
   select id, responsible_id, 'status', jsonb_build_object('status', jsonb_build_array('Abierto', status)),
     coalesce(solved_at, updated_at)
   from tickets where status <> 'Abierto'`,
  `insert into ticket_comments (public_id, ticket_id, author_id, body, created_at, updated_at)
   select pg_temp.uuid7(), id, requester_id, '<p>¿Hay novedades?</p>', created_at + interval '2 hours',
     created_at + interval '2 hours'
   from tickets where id % 5 = 0`,
];

/** Loads the bench's tickets on `client` (the connection that loaded the organisation). */
export async function loadTicketBenchData(client: pg.Client, adminEmail: string) {
  for (const text of steps(adminEmail)) await client.query(text);
}
