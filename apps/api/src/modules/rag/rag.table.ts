import { boolean, customType, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';

/** PostgreSQL's tsvector: drizzle has no column type for it; values are always built in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A document the 'Chat IA' answers from. `departmentId` null = every area ('Todos'). `restricted`: only users of
 * its department (and document managers) ever retrieve it. `content` is the editor's sanitised HTML; `sourceText`
 * the text extracted from the uploaded file (`fileId`), both indexed.
 */
export const ragDocuments = pgTable(
  'rag_documents',
  {
    ...idColumns(),
    title: text('title').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    restricted: boolean('restricted').notNull().default(false),
    content: text('content').notNull().default(''),
    sourceText: text('source_text').notNull().default(''),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // NULLS FIRST, as ORDER BY … DESC means it: an index in another null order cannot give the list its order.
    index('rag_documents_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('rag_documents_department_idx').on(t.departmentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('rag_documents_file_idx').on(t.fileId),
  ],
);

/**
 * A passage of a document: the unit that is retrieved and quoted. `tsv` holds the title (weight A), the section
 * heading (B) and the passage (D), Spanish-stemmed from accent-folded text (folded in code, so that PGlite and
 * PostgreSQL 15 need no unaccent extension). `length` is the passage's lexeme count for BM25's length norm.
 * `embedding` is filled only when an embeddings endpoint is configured (no pgvector: a plain real[]).
 */
export const ragPassages = pgTable(
  'rag_passages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => ragDocuments.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull(),
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    length: integer('length').notNull(),
    tsv: tsvector('tsv').notNull(),
    embedding: real('embedding').array(),
  },
  (t) => [
    index('rag_passages_document_idx').on(t.documentId, t.ord),
    index('rag_passages_tsv_idx').using('gin', t.tsv),
  ],
);

/** Questions asked per user and day: the daily budget of the chat (429 past it). */
export const ragChatUsage = pgTable(
  'rag_chat_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    questions: integer('questions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
