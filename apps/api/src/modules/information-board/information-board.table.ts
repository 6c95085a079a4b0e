import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A post of the information board (PRODUCT.md "Tablero informativo"): title, sanitised HTML content, the
 * department it is addressed to (null: every department) and its author. Who may see it: everyone when it is
 * for every department, otherwise the people of its department and its author (information-board.access.ts).
 */
export const informationPosts = pgTable(
  'information_posts',
  {
    ...idColumns(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The board's order (newest first), alone, per department and per author (the management list).
    index('information_posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('information_posts_department_created_idx').on(
      t.departmentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('information_posts_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('information_posts_search_idx').using('gin', sql`to_tsvector('spanish', ${t.title} || ' ' || ${t.content})`),
  ],
);

export const informationPostFiles = pgTable(
  'information_post_files',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => informationPosts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index('information_post_files_file_idx').on(t.fileId)],
);
