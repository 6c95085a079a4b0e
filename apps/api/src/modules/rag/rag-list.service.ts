import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TRagDocumentPage, TRagListQuery } from '@gestora/contract/rag/rag.schema';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { departments } from '../departments/departments.table.ts';
import { storedFiles } from '../files/files.table.ts';
import { passagesCount } from './rag.service.ts';
import { ragDocuments } from './rag.table.ts';

/** The source file as the detail writes it ({public_id, name, size}), or null: JSON text. */
const fileRefJson = sql`(case when ${storedFiles.id} is null then 'null' else ${jsonObject({
  public_id: jsonValue(storedFiles.publicId),
  name: jsonValue(storedFiles.originalName),
  size: jsonPlain(storedFiles.size),
})} end)`;

/** A list row as PostgreSQL writes it: the fields getDocument answers but the content (rag-list.test.ts compares them). */
const rowJson = keyed(
  'document',
  jsonObject({
    public_id: jsonValue(ragDocuments.publicId),
    title: jsonValue(ragDocuments.title),
    department: keptRefJson(departments),
    restricted: jsonPlain(ragDocuments.restricted),
    file: fileRefJson,
    passages_count: jsonPlain(passagesCount),
    created_at: isoStringJson(ragDocuments.createdAt),
    updated_at: isoStringJson(ragDocuments.updatedAt),
  }),
);

const tie = desc(ragDocuments.id);
const by = (key: SQL | AnyPgColumn) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];

/**
 * GET /api/rag_documents ('Gestionar documentos en RAG'): every document, newest first unless sorted, a title's
 * words searched (planned anew for them), an area. The page's ids are chosen on `rag_documents` alone (its indexes
 * give the order), then those rows written as JSON with their department, file and passage count; unfiltered,
 * the total from the documents' counter (migration 0027) instead of counting every row on every page.
 */
export const ragDocumentsList = defineList<TRagListQuery, TRagDocumentPage>({
  name: 'rag_documents',
  table: ragDocuments,
  id: ragDocuments.id,
  filters: {
    q: { value: (q) => (q.q ? likeTerm(q.q) : undefined), search: true, where: (v) => ilike(ragDocuments.title, v) },
    department_id: {
      where: (v) =>
        sql`${ragDocuments.departmentId} = (select ${departments.id} from ${departments} where ${departments.publicId} = ${v})`,
    },
  },
  sorts: {
    title: by(sql`lower(${ragDocuments.title})`),
    created_at: by(ragDocuments.createdAt),
    updated_at: by(ragDocuments.updatedAt),
  },
  defaultOrder: () => [desc(ragDocuments.createdAt), tie],
  row: {
    json: () => rowJson,
    from: (db, json) =>
      db
        .select({ json })
        .from(ragDocuments)
        .leftJoin(departments, eq(departments.id, ragDocuments.departmentId))
        .leftJoin(storedFiles, eq(storedFiles.id, ragDocuments.fileId)),
  },
  counters: [{ answers: [], total: () => liveCountOf('rag_documents') }],
});
