import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TMeetingCan } from '@gestora/contract/meetings/meetings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { jsonObject, jsonPlain } from '../../db/json-sql.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { meetingPeople } from './meeting-people.table.ts';
import { meetingParticipants, meetings } from './meetings.table.ts';

// The row without its search vector, which only PostgreSQL reads.
const { searchVector: _sv, ...columns } = getTableColumns(meetings);
export const meetingColumns = columns;
export type MeetingRow = Omit<typeof meetings.$inferSelect, 'searchVector'>;

export interface MeetingRights extends TMeetingCan {
  see: boolean;
  organizer: boolean;
}

/**
 * What `actor` may do with a meeting. 'Ver reuniones' holders see every meeting; its organiser and participants
 * see theirs. Editing and cancelling need 'Actualizar reuniones' and a meeting still Programada, and are its
 * organiser's unless the actor administers meetings (administersMeetings); running it (start, attendance,
 * minutes, agreements, finish) is its organiser's, with 'Iniciar reunión'.
 */
export function rightsOf(
  actor: Pick<Actor, 'userId' | 'permissions'>,
  m: { organizerId: number | null; status: string },
  participant: boolean,
): MeetingRights {
  const has = (p: string) => actor.permissions.has(p);
  const organizer = m.organizerId === actor.userId;
  const see = organizer || participant || has('Ver reuniones');
  const scheduled = m.status === 'Programada';
  const change = scheduled && has('Actualizar reuniones') && (organizer || administersMeetings(actor));
  return {
    see,
    organizer,
    update: change,
    cancel: change,
    run: organizer && has('Iniciar reunión') && (scheduled || m.status === 'En curso'),
  };
}

/**
 * Whether `actor` may change meetings others organise: 'Ver reuniones', the register of every meeting (the spec's
 * /meetings), is the administrative one. A participant holding 'Actualizar reuniones' alone, as the demo's
 * organisers do, changes only what they organise (issue 43: one edited the director's meeting).
 */
export const administersMeetings = (actor: Pick<Actor, 'permissions'>) =>
  actor.permissions.has('Ver reuniones') && actor.permissions.has('Actualizar reuniones');

export const canOf = (r: MeetingRights): TMeetingCan => ({ update: r.update, cancel: r.cancel, run: r.run });

/**
 * `canOf(rightsOf(actor, row, invited))` in SQL for the current row of `meetings`, for a list PostgreSQL writes as
 * JSON (`me`: the actor's id as the statement's placeholder). The permissions are written into the text, so the key
 * names them; meetings-list.test.ts holds every row equal to its detail.
 */
export function canJson(actor: Pick<Actor, 'permissions'>, me: Placeholder): Keyed {
  const flag = (p: string) => actor.permissions.has(p);
  const [sees, updates, runs] = [flag('Ver reuniones'), flag('Actualizar reuniones'), flag('Iniciar reunión')];
  return keyed(
    `can=${+sees}${+updates}${+runs}`,
    deferred(() => {
      const bool = (b: boolean) => sql.raw(b ? 'true' : 'false');
      const organizer = sql`coalesce(${meetings.organizerId} = ${me}, false)`;
      const change = sql`((${organizer} or ${bool(sees)}) and ${meetings.status} = 'Programada' and ${bool(updates)})`;
      const run = sql`(${organizer} and ${bool(runs)} and ${meetings.status} in ('Programada', 'En curso'))`;
      return jsonObject({ update: jsonPlain(change), cancel: jsonPlain(change), run: jsonPlain(run) });
    }),
  );
}

/** A user's id, or the placeholder a list's statement fills with it. */
export type UserId = number | Placeholder;

/**
 * The meetings `userId` organises or is invited to, for the current row of `meetings`: through meeting_people, which
 * the meetings' and participants' triggers keep (migration 0030), one index entry per person and meeting.
 */
export const mineSql = (userId: UserId): SQL =>
  sql`${meetings.id} in (select ${meetingPeople.meetingId} from ${meetingPeople} where ${meetingPeople.userId} = ${userId})`;

/**
 * How many meetings `userId` organises or is invited to that also match `rest`: with no other filter, their
 * meeting_people entries counted from its index alone; with one, those entries' meetings.
 */
export const mineCount = (userId: UserId, rest: SQL | undefined): SQL<number> =>
  (rest
    ? sql<number>`(select count(*) from ${meetingPeople} join ${meetings} on ${meetings.id} = ${meetingPeople.meetingId}
      where ${meetingPeople.userId} = ${userId} and ${rest})`
    : sql<number>`(select count(*) from ${meetingPeople} where ${meetingPeople.userId} = ${userId})`
  ).mapWith(Number);

/**
 * mineSql for the meetings that start between `after` and `before` (timestamptz placeholders): the range read from
 * meeting_people's index, so that only those meetings are fetched.
 */
export const mineStartingSql = (userId: UserId, after: Placeholder, before: Placeholder): SQL =>
  sql`${meetings.id} in (select ${meetingPeople.meetingId} from ${meetingPeople} where ${meetingPeople.userId} = ${userId}
    and ${meetingPeople.startAt} > ${after}::timestamptz and ${meetingPeople.startAt} < ${before}::timestamptz)`;

/** A page of `userId`'s meetings newest first (the lists' default order), read in order from meeting_people. */
export const minePage = (userId: UserId, limit: Placeholder, offset: Placeholder): SQL =>
  sql`select ${meetingPeople.meetingId} from ${meetingPeople} where ${meetingPeople.userId} = ${userId}
    order by ${meetingPeople.startAt} desc, ${meetingPeople.meetingId} desc limit ${limit} offset ${offset}`;

/** Whether `userId` is invited to the current row of `meetings`. */
export const invitedSql = (userId: UserId) =>
  sql<boolean>`exists (select 1 from meeting_participants p where p.meeting_id = "meetings"."id" and p.user_id = ${userId})`;

/** A meeting by its public id, with whether the actor is invited; locked for an update, or not. */
const meetingBy = (forUpdate: boolean) =>
  defineStatement(
    forUpdate ? 'load_meeting:for_update' : 'load_meeting',
    (db, p: { public_id: Placeholder; me: Placeholder }) => {
      const q = db
        .select({ meeting: meetingColumns, invited: invitedSql(p.me) })
        .from(meetings)
        .where(eq(meetings.publicId, p.public_id))
        .$dynamic();
      return forUpdate ? q.for('update', { of: meetings }) : q;
    },
  );
const meetingRead = meetingBy(false);
const meetingLocked = meetingBy(true);

/**
 * A meeting with the actor's rights; 404 when it does not exist or the actor may not see it. A prepared statement
 * (defineStatement): every screen of a meeting and its tickets' page start here, and building and planning the
 * query anew each time cost more than the lookup.
 */
export async function loadMeeting(db: DbOrTx, actor: Actor, publicId: string, opts: { forUpdate?: boolean } = {}) {
  const statement = opts.forUpdate ? meetingLocked : meetingRead;
  const [row] = await statement.run(db, { public_id: publicId, me: actor.userId });
  if (!row) throw notFound();
  const rights = rightsOf(actor, row.meeting, row.invited);
  if (!rights.see) throw notFound();
  return { meeting: row.meeting, rights };
}

/** The participants' user ids of a meeting. */
export async function participantIds(db: DbOrTx, meetingId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meetingId)));
  return rows.map((r) => r.userId);
}
