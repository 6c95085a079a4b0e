// The personal tasks of `npm run bench:http` (Autogestión), loaded on the connection that loaded the organisation
// (uuid7 lives there): for the bench administrator, SELF_CATEGORIES categories and SELF_TASKS tasks over the three
// columns (a full board: more than SELF_BOARD_COLUMN_LIMIT in 'Hecha'), a quarter without category, due dates around
// today; and 40 tasks for each of 500 other people, so that the owner's index has others' rows to pass over.
// Deterministic like the organisation: every draw is a hash of a row number.
import type pg from 'pg';
import { people, rnd } from './large-organisation.ts';

export const SELF_CATEGORIES = 12;
export const SELF_TASKS = 900;

const pick = (values: string[], n: string) =>
  `(array[${values.map((v) => `'${v}'`).join(', ')}])[1 + (${n}) % ${values.length}]`;

/** Positions 1..n per owner and column, as the module keeps them. */
const numbered = (where: string) => `update self_assigned_tasks t set position = r.n
  from (select id, row_number() over (partition by owner_id, status order by id) as n
    from self_assigned_tasks where ${where}) r where t.id = r.id`;

/** Loads the personal tasks on `client`, the administrator's by `adminEmail`. */
export async function loadSelfAssignedBenchData(client: pg.Client, adminEmail: string) {
  const admin = `(select id from users where email = '${adminEmail}')`;
  await client.query(`insert into self_assigned_categories (public_id, owner_id, name, name_key, colour)
    select pg_temp.uuid7(), ${admin}, 'Categoría ' || g, 'categoría ' || g,
      '#' || lpad(to_hex((g * 1234567) % 16777216), 6, '0')
    from generate_series(1, ${SELF_CATEGORIES}) g`);
  await client.query(`insert into self_assigned_tasks (public_id, owner_id, category_id, title, description, due_date,
      priority, status, position, completed_at)
    select pg_temp.uuid7(), ${admin}, case when g % 4 = 0 then null else c.a[1 + g % ${SELF_CATEGORIES}] end,
      'Tarea personal ' || g, case when g % 3 = 0 then 'Revisar pendientes y preparar el resumen de la semana' end,
      case when g % 5 <> 0 then current_date + (floor(${rnd('g', 71)} * 120)::int - 40) end,
      ${pick(['Baja', 'Media', 'Alta', 'Urgente'], 'g * 7')},
      case when g % 9 < 3 then 'Pendiente' when g % 9 < 5 then 'En proceso' else 'Hecha' end, 0,
      case when g % 9 >= 5 then now() - g * interval '1 hour' end
    from generate_series(1, ${SELF_TASKS}) g,
      (select array_agg(id order by id) from self_assigned_categories where owner_id = ${admin}) c(a)`);
  await client.query(`insert into self_assigned_tasks (public_id, owner_id, title, priority, status, position)
    select pg_temp.uuid7(), u.a[1 + p], 'Tarea de otra persona ' || k, 'Media',
      ${pick(['Pendiente', 'En proceso', 'Hecha'], 'k')}, 0
    from generate_series(1, 500) p cross join generate_series(1, 40) k, ${people} as u(a)`);
  await client.query(numbered('deleted_at is null'));
}
