// The meetings of `npm run bench:http`, loaded on top of the large organisation on the same connection (uuid7 lives
// there): BENCH_MEETINGS meetings over two years (past ones finished, future ones scheduled), four participants
// each, the measuring administrator organising one in BENCH_ADMIN_EVERY and invited to another (my meetings), and
// two agreements (tickets) for each finished meeting in ten. Deterministic like the organisation.
import type pg from 'pg';
import { people, rnd, SIZE } from './large-organisation.ts';

export const BENCH_MEETINGS = 6000;
export const BENCH_ADMIN_EVERY = 20;
const TITLES = ['Comité de dirección', 'Revisión de proyecto', 'Planificación semanal', 'Reunión con proveedor'];
const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;
const admin = (adminEmail: string) => `(select id from users where email = '${adminEmail}')`;

const steps = (adminEmail: string): string[] => [
  `insert into meetings (public_id, title, agenda, start_at, end_at, place, organizer_id, status, minutes,
     started_at, finished_at, created_at, updated_at)
   select pg_temp.uuid7(), (${arr(TITLES)})[1 + g % ${TITLES.length}] || ' ' || g, '<p>Agenda de la reunión ' || g || '</p>',
     s.start, s.start + interval '1 hour', 'Sala ' || (1 + g % 6),
     case when g % ${BENCH_ADMIN_EVERY} = 0 then ${admin(adminEmail)} else u.a[1 + floor(${rnd('g', 31)} * ${SIZE.users})::int] end,
     case when s.start < now() then 'Finalizada' else 'Programada' end,
     case when s.start < now() then '<p>Acta de la reunión ' || g || '</p>' end,
     case when s.start < now() then s.start end, case when s.start < now() then s.start + interval '1 hour' end,
     s.start - interval '7 days', s.start - interval '7 days'
   from generate_series(1, ${BENCH_MEETINGS}) g
   cross join lateral (select date_trunc('hour', now() - interval '600 days' + ${rnd('g', 32)} * interval '730 days') as start) s,
   ${people} as u(a)`,
  `insert into meeting_participants (meeting_id, user_id, attended)
   select distinct on (m.id, p.user_id) m.id, p.user_id, case when m.status = 'Finalizada' then k <> 3 end
   from meetings m
   cross join generate_series(1, 4) k
   cross join lateral (select case when k = 1 and m.id % ${BENCH_ADMIN_EVERY} = 1 then ${admin(adminEmail)}
     else (select a[1 + floor(${rnd('m.id * 4 + k', 33)} * ${SIZE.users})::int] from ${people} as u(a)) end as user_id) p
   where p.user_id is distinct from m.organizer_id`,
  `insert into tickets (public_id, code, title, category, priority, status, department_id, requester_id,
     responsible_id, due_at, meeting_id, created_at, updated_at)
   select pg_temp.uuid7(), 'TCK-1990-' || lpad((row_number() over (order by m.id, k))::text, 5, '0'),
     'Acuerdo ' || k || ' de la reunión ' || m.id, 'Reunión', 'Media',
     case when k = 1 then 'Abierto' else 'Resuelto' end, null, m.organizer_id, m.organizer_id,
     m.end_at + interval '7 days', m.id, m.end_at, m.end_at
   from meetings m cross join generate_series(1, 2) k
   where m.status = 'Finalizada' and m.id % 10 = 0`,
  `insert into ticket_counters (year, last)
   select 1990, count(*) from tickets where code like 'TCK-1990-%'
   on conflict (year) do update set last = excluded.last`,
];

/** Loads the bench's meetings on `client` (the connection that loaded the organisation). */
export async function loadMeetingBenchData(client: pg.Client, adminEmail: string) {
  for (const text of steps(adminEmail)) await client.query(text);
}
