import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';

/**
 * An idea (PRODUCT.md): title, sanitised HTML content, the department it is for (null: every department), its
 * author, and its vote counts kept beside it (recounted from idea_votes under the idea's row lock on every vote,
 * so they stay exact under concurrent votes). analysis_ia is the AI's plain-text analysis, written later.
 */
export const ideas = pgTable(
  'ideas',
  {
    ...idColumns(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    votesCount: integer('votes_count').notNull().default(0),
    negativeVotes: integer('negative_votes').notNull().default(0),
    analysisIa: text('analysis_ia'),
    ...timestamps(),
  },
  (t) => [
    index('ideas_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ideas_department_created_idx').on(t.departmentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ideas_author_created_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Similar ideas while a title is typed, and the search of /idea.
    index('ideas_search_idx').using('gin', sql`to_tsvector('spanish', ${t.title} || ' ' || ${t.content})`),
  ],
);

/** One vote per user and idea: 'upvote' or 'downvote'. */
export const ideaVotes = pgTable(
  'idea_votes',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('idea_votes_user_idx').on(t.userId)],
);
