import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TRagDocument,
  TRagDocumentPage,
  TRagListQuery,
  ZRagDocumentRequest,
} from '@gestora/contract/rag/rag.schema';
import type { DbOrTx } from '../../db/client.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import {
  isoStringJson,
  jsonObject,
  jsonPageOfRows,
  jsonPlain,
  jsonValue,
  keptRefJson,
  markedRow,
  pageWithTotal,
} from '../../db/json-sql.ts';
import { runShaped } from '../../db/prepared.ts';
import type { JsonText } from '../../lib/response-serializer.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { onPageId, PAGE_ORDER, pageIds } from '../../db/page-ids.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { likeTerm, sortBy } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { departments } from '../departments/departments.table.ts';
import {
  deleteStoredFiles,
  insertStoredFiles,
  putFiles,
  type CheckedFile,
  type FileOwner,
} from '../files/files.service.ts';
import { storedFiles } from '../files/files.table.ts';
import { extractText, RAG_FILE_REFUSED, type ExtractLimits } from './rag-extract.service.ts';
import { reindexDocument } from './rag-index.service.ts';
import { ragDocuments } from './rag.table.ts';

type Input = z.output<typeof ZRagDocumentRequest>;
export const RAG_MANAGE = 'Gestionar documentos en RAG';

// Qualified by hand: drizzle prints outer columns unqualified inside a correlated subquery.
const passagesCount = sql<number>`(select count(*)::int from rag_passages p where p.document_id = "rag_documents"."id")`;

const listColumns = {
  id: ragDocuments.id,
  publicId: ragDocuments.publicId,
  title: ragDocuments.title,
  restricted: ragDocuments.restricted,
  createdAt: ragDocuments.createdAt,
  updatedAt: ragDocuments.updatedAt,
  departmentPublicId: departments.publicId,
  departmentName: departments.name,
  filePublicId: storedFiles.publicId,
  fileName: storedFiles.originalName,
  fileSize: storedFiles.size,
  passagesCount,
};
/** The source file as presentation writes it ({public_id, name, size}), or null: JSON text. */
const fileRefJson = sql`(case when ${storedFiles.id} is null then 'null' else ${jsonObject({
  public_id: jsonValue(storedFiles.publicId),
  name: jsonValue(storedFiles.originalName),
  size: jsonPlain(storedFiles.size),
})} end)`;

/** A list row as PostgreSQL writes it: the fields `present` writes for the detail (rag.test.ts compares them). */
const rowJson = jsonObject({
  public_id: jsonValue(ragDocuments.publicId),
  title: jsonValue(ragDocuments.title),
  department: keptRefJson(departments),
  restricted: jsonPlain(ragDocuments.restricted),
  file: fileRefJson,
  passages_count: jsonPlain(passagesCount),
  created_at: isoStringJson(ragDocuments.createdAt),
  updated_at: isoStringJson(ragDocuments.updatedAt),
});

const listQuery = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(ragDocuments)
    .leftJoin(departments, eq(departments.id, ragDocuments.departmentId))
    .leftJoin(storedFiles, eq(storedFiles.id, ragDocuments.fileId));
type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

const present = (r: ListRow) => ({
  public_id: r.publicId,
  title: r.title,
  department: r.departmentPublicId ? { public_id: r.departmentPublicId, name: r.departmentName ?? '' } : null,
  restricted: r.restricted,
  file: r.filePublicId ? { public_id: r.filePublicId, name: r.fileName ?? '', size: r.fileSize ?? 0 } : null,
  passages_count: Number(r.passagesCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/**
 * GET /api/rag_documents: one statement whatever the page size (pageWithTotal): the page's ids chosen on
 * `rag_documents` alone (its indexes give the order), then those rows written as JSON by PostgreSQL with their
 * department, file and passage count (rowJson), and the total, which a page past the end carries too. Built once per shape and prepared (planned once per connection) unless it searches a title.
 */
export async function listDocuments(ctx: ServiceContext, q: TRagListQuery): Promise<JsonText<TRagDocumentPage>> {
  const db = ctx.db;
  const shape = new QueryShape('rag_documents');
  const where = and(
    shape.when('query', q.q && likeTerm(q.q), (v) => ilike(ragDocuments.title, v)),
    shape.when(
      'department',
      q.department_id,
      (v) =>
        sql`${ragDocuments.departmentId} = (select ${departments.id} from ${departments} where ${departments.publicId} = ${v})`,
    ),
  );
  shape.mark(`sort=${q.sort ?? ''}`);
  const order = sortBy(
    q.sort,
    {
      title: sql`lower(${ragDocuments.title})`,
      created_at: ragDocuments.createdAt,
      updated_at: ragDocuments.updatedAt,
    },
    desc(ragDocuments.createdAt),
  );
  const { limit, offset } = shape.page(q);
  const fresh = !!q.q;
  const rows = await runShaped(
    db,
    shape,
    () => {
      const ids = db
        .select({ id: ragDocuments.id })
        .from(ragDocuments)
        .where(where)
        .orderBy(order, desc(ragDocuments.id))
        .limit(limit)
        .offset(offset);
      // Unfiltered, the documents' counter (migration 0027) instead of counting 5,000 rows on every page.
      const total = where
        ? sql<number>`(select count(*) from ${ragDocuments} where ${where})`.mapWith(Number)
        : liveCountOf('rag_documents');
      const rowsOfPage = db
        .select({ json: markedRow(rowJson) })
        .from(ragDocuments)
        .leftJoin(departments, eq(departments.id, ragDocuments.departmentId))
        .leftJoin(storedFiles, eq(storedFiles.id, ragDocuments.fileId))
        .innerJoin(pageIds(ids), onPageId(ragDocuments.id))
        .orderBy(PAGE_ORDER);
      return pageWithTotal(db, rowsOfPage, total);
    },
    { fresh },
  );
  return jsonPageOfRows<TRagDocumentPage>(rows, q);
}

export async function getDocument(db: DbOrTx, publicId: string): Promise<TRagDocument> {
  const [row] = await listQuery(db).where(eq(ragDocuments.publicId, publicId));
  if (!row) throw notFound();
  const [{ content }] = await db
    .select({ content: ragDocuments.content })
    .from(ragDocuments)
    .where(eq(ragDocuments.id, row.id));
  return { ...present(row), content };
}

async function departmentId(db: DbOrTx, publicId: string | null): Promise<number | null> {
  if (!publicId) return null;
  const [d] = await db.select({ id: departments.id }).from(departments).where(eq(departments.publicId, publicId));
  if (!d) throw fieldError('department_id', 'El área seleccionada no existe.');
  return d.id;
}

function valuesOf(input: Input) {
  if (input.restricted && !input.department_id)
    throw fieldError('restricted', 'Un documento restringido debe pertenecer a un área.');
  return { title: input.title, restricted: input.restricted, content: sanitizeRichText(input.content) };
}

async function lockDocument(tx: DbOrTx, publicId: string) {
  const [doc] = await tx.select().from(ragDocuments).where(eq(ragDocuments.publicId, publicId)).for('update');
  if (!doc) throw notFound();
  return doc;
}

export async function createDocument(ctx: ServiceContext, actor: Actor, input: Input) {
  const values = valuesOf(input);
  return ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(ragDocuments)
      .values({ ...values, departmentId: await departmentId(tx, input.department_id), createdBy: actor.userId })
      .returning();
    await reindexDocument(tx, doc);
    return getDocument(tx, doc.publicId);
  });
}

export async function updateDocument(ctx: ServiceContext, publicId: string, input: Input) {
  const values = valuesOf(input);
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, publicId);
    const dept = await departmentId(tx, input.department_id);
    const [saved] = await tx
      .update(ragDocuments)
      .set({ ...values, departmentId: dept })
      .where(eq(ragDocuments.id, doc.id))
      .returning();
    await reindexDocument(tx, saved);
    return getDocument(tx, publicId);
  });
}

/** The passages go with the row (cascade) in the same transaction; the source file's bytes after the commit. */
export async function deleteDocument(ctx: ServiceContext, publicId: string) {
  const keys = await ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, publicId);
    await tx.delete(ragDocuments).where(eq(ragDocuments.id, doc.id));
    return deleteStoredFiles(tx, doc.fileId ? [doc.fileId] : []);
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
}

/**
 * POST /api/rag_documents/:id/file: one PDF, DOCX, TXT or MD file becomes the document's source; its text is
 * extracted before any write (in a worker thread, within `extract`'s time), and replaces the previous file's.
 * Re-indexed in the same transaction.
 */
export async function attachFile(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  files: CheckedFile[],
  extract: ExtractLimits = {},
) {
  if (files.length !== 1) throw fieldError('file', 'Adjunte un solo archivo.');
  const [file] = files;
  if (!['pdf', 'docx', 'txt', 'md'].includes(file.kind.ext)) throw fieldError('file', RAG_FILE_REFUSED);
  await getDocument(ctx.db, publicId); // 404 before the work of extracting
  const text = await extractText(file, extract);
  const keys = await putFiles(ctx.storage, 'rag', [file]);
  let removed: string[] = [];
  try {
    removed = await ctx.db.transaction(async (tx) => {
      const doc = await lockDocument(tx, publicId);
      // One source file that replaces the previous one: no file count, the day's volume still applies.
      const [row] = await insertStoredFiles(tx, ctx, [file], keys, actor.userId, null);
      const [saved] = await tx
        .update(ragDocuments)
        .set({ fileId: row.id, sourceText: text })
        .where(eq(ragDocuments.id, doc.id))
        .returning();
      await reindexDocument(tx, saved);
      return deleteStoredFiles(tx, doc.fileId ? [doc.fileId] : []);
    });
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
    throw err;
  }
  await Promise.all(removed.map((k) => ctx.storage.remove(k)));
  return getDocument(ctx.db, publicId);
}

/** DELETE /api/rag_documents/:id/file: the file and its text leave the document (and the index) at once. */
export async function detachFile(ctx: ServiceContext, publicId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, publicId);
    if (!doc.fileId) throw notFound();
    const [saved] = await tx
      .update(ragDocuments)
      .set({ fileId: null, sourceText: '' })
      .where(eq(ragDocuments.id, doc.id))
      .returning();
    await reindexDocument(tx, saved);
    return deleteStoredFiles(tx, [doc.fileId]);
  });
  await Promise.all(removed.map((k) => ctx.storage.remove(k)));
  return getDocument(ctx.db, publicId);
}

/** A document's source file: for document managers only. */
export const ragFileOwner: FileOwner = async (db, fileId, actor) => {
  const [doc] = await db.select({ id: ragDocuments.id }).from(ragDocuments).where(eq(ragDocuments.fileId, fileId));
  if (!doc) return null;
  return actor.permissions.has(RAG_MANAGE);
};
