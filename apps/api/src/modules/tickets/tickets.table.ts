import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, searchVector, timestamps } from '../../db/columns.ts';
import { plainTextSql } from '../../db/plain-text-sql.ts';
import { departments } from '../departments/departments.table.ts';
import { meetings } from '../meetings/meetings.table.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';

// Literal so that the planner matches the partial indexes against the statements' own literals.
const open = sql.raw(`status in ('Abierto', 'En proceso')`);
const solved = sql.raw(`status in ('Resuelto', 'Cerrado') and solution is not null`);

/** How many characters of a solution 'Soluciones a tickets' shows. */
export const SOLUTION_EXCERPT = 300;

/**
 * A ticket (PRODUCT.md "Tickets"). status: 'Abierto' | 'En proceso' | 'Resuelto' | 'Cerrado' | 'Rechazado';
 * priority: 'Baja' | 'Media' | 'Alta' | 'Urgente'. description and solution are sanitised HTML. code is
 * TCK-YYYY-NNNNN from ticket_counters. overdue_notified_at marks that the responsible was told it is overdue
 * (cleared when the due date or the responsible changes, so each overdue spell is told once).
 */
export const tickets = pgTable(
  'tickets',
  {
    ...idColumns(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    priority: text('priority').notNull().default('Media'),
    status: text('status').notNull().default('Abierto'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    solution: text('solution'),
    /**
     * The start of the solution as plain text (SOLUTION_EXCERPT characters), what 'Soluciones a tickets' shows of it:
     * written by PostgreSQL with the solution (plainTextSql, richTextToPlain's reading), so that the list neither
     * reads each whole solution nor reads it as text in JavaScript on every request.
     */
    solutionExcerpt: text('solution_excerpt').generatedAlwaysAs((): SQL =>
      plainTextSql(tickets.solution, SOLUTION_EXCERPT),
    ),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    /** The meeting whose agreement raised it (PRODUCT.md "Reuniones"); null for any other ticket. */
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /**
     * Its comments and files, kept by triggers on those tables (migration 0023): the detail reads them instead of
     * counting (since migration 0046 the list rows no longer carry them).
     */
    commentsCount: integer('comments_count').notNull().default(0),
    filesCount: integer('files_count').notNull().default(0),
    /**
     * The ticket's own members of its list row as JSON text without braces (public_id, code, title, priority,
     * status and due_at, then its department, requester and responsible as they point at them), kept by a trigger
     * from `ticket_own_json` (migrations 0025, 0039 and 0046, which left the category, times and counts to the
     * detail; a renamed department or person writes it again) so that a list neither writes them nor joins those
     * records on every request. `overdue` and `can` are added per request.
     */
    ownJson: text('own_json'),
    /** Its whole item on its responsible's calendar (kept by migration 0040's trigger); null without a due date. */
    calendarJson: text('calendar_json'),
    /** What the administration's search reads (code, title, description) and what 'Soluciones a tickets' reads. */
    searchVector: searchVector(
      'search_vector',
      (): SQL => sql`${tickets.code} || ' ' || ${tickets.title} || ' ' || coalesce(${tickets.description}, '')`,
    ),
    solutionVector: searchVector(
      'solution_vector',
      (): SQL => sql`${tickets.code} || ' ' || ${tickets.title} || ' ' || coalesce(${tickets.solution}, '')`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tickets_code_uq').on(t.code),
    // A meeting's tickets (/ticket_in_meetings/{id}), oldest first.
    index('tickets_meeting_idx')
      .on(t.meetingId, t.id)
      .where(sql`meeting_id is not null`),
    // The administration's default order (newest first), alone and under each filter.
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_priority_created_idx').on(t.priority, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_department_created_idx').on(
      t.departmentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tickets_requester_created_idx').on(t.requesterId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // /api/my_tickets (nearest due date first) and the responsible filter of the administration.
    index('tickets_responsible_due_idx').on(t.responsibleId, t.dueAt.asc(), t.id.desc().nullsFirst()),
    // The home chart's counts by status of a responsible's tickets, from the index alone.
    index('tickets_responsible_status_idx').on(t.responsibleId, t.status),
    index('tickets_due_idx').on(t.dueAt.asc(), t.id.desc().nullsFirst()),
    // Overdue: open tickets by due date (the filter), and those not yet told (the periodic job).
    index('tickets_open_due_idx').on(t.dueAt, t.id).where(open),
    // The overdue filter's page, newest first: the open tickets in that order, each checked for its due date until
    // the page is full. Without it the statement's generic plan fetched every overdue ticket and sorted them.
    index('tickets_open_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(open),
    index('tickets_overdue_untold_idx')
      .on(t.dueAt)
      .where(sql`${open} and overdue_notified_at is null and responsible_id is not null`),
    index('tickets_search_idx').using('gin', t.searchVector),
    // 'Soluciones a tickets' searches the solution, never the description.
    index('tickets_solution_search_idx').using('gin', t.solutionVector).where(solved),
    index('tickets_solved_idx').on(t.solvedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(solved),
  ],
);

/** The last number given per year: its row lock serialises concurrent creations, so codes never repeat. */
export const ticketCounters = pgTable('ticket_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Hours to the due date per priority, as administrators set them (absent: DEFAULT_SERVICE_LEVEL_HOURS). */
export const ticketServiceLevels = pgTable('ticket_service_levels', {
  priority: text('priority').primaryKey(),
  hours: integer('hours').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ticketFiles = pgTable(
  'ticket_files',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.fileId] }), index('ticket_files_file_idx').on(t.fileId)],
);

/** Comments (sanitised HTML) between the requester, the responsible and the administration. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    ...idColumns(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.id)],
);

/** Every change of a ticket: who, when, and each field from what to what (`changes`: {field: [from, to]}). */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.id)],
);
