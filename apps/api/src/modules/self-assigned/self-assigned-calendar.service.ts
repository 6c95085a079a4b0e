import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { jsonObject, jsonValue } from '../../db/json-sql.ts';

/**
 * `me`'s own live self-assigned tasks due between `first` and `last` ('YYYY-MM-DD'), by due date, as calendar
 * items (ZCalendarItem, kind 'self_task', all day on the due date; a click opens the personal tasks page): part
 * of GET /api/calendar_events (meetings/calendar.service.ts), at most `limit`. Only the owner's: nobody else's
 * calendar ever shows them. Read by the owner's due-date index.
 */
export function selfTaskCalendarItems(
  p: { me: Placeholder; first: Placeholder; last: Placeholder },
  limit: number,
): SQL {
  const item = jsonObject({
    kind: sql`'"self_task"'`,
    public_id: jsonValue(sql.raw('s.public_id')),
    title: jsonValue(sql.raw('s.title')),
    start: jsonValue(sql.raw('s.due_date')),
    end: sql`'null'`,
    status: jsonValue(sql.raw('s.status')),
    editable: sql`'false'`,
  });
  return sql`select ${item} from self_assigned_tasks s
    where s.owner_id = ${p.me} and s.deleted_at is null
      and s.due_date between ${p.first}::date and ${p.last}::date
    order by s.due_date, s.id limit ${sql.raw(String(limit))}`;
}
