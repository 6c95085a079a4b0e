import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRagDocument, ZRagDocumentRequest } from '@gestora/contract/rag/rag.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
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
export const passagesCount = sql<number>`(select count(*)::int from rag_passages p where p.document_id = "rag_documents"."id")`;

/** A document's columns with its department, file and passage count: the detail's (the list writes the same in SQL). */
const documentColumns = {
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
const documentQuery = (db: DbOrTx) =>
  db
    .select(documentColumns)
    .from(ragDocuments)
    .leftJoin(departments, eq(departments.id, ragDocuments.departmentId))
    .leftJoin(storedFiles, eq(storedFiles.id, ragDocuments.fileId));
type DocumentRow = Awaited<ReturnType<typeof documentQuery>>[number];

const present = (r: DocumentRow) => ({
  public_id: r.publicId,
  title: r.title,
  department: r.departmentPublicId ? { public_id: r.departmentPublicId, name: r.departmentName ?? '' } : null,
  restricted: r.restricted,
  file: r.filePublicId ? { public_id: r.filePublicId, name: r.fileName ?? '', size: r.fileSize ?? 0 } : null,
  passages_count: Number(r.passagesCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function getDocument(db: DbOrTx, publicId: string): Promise<TRagDocument> {
  const [row] = await documentQuery(db).where(eq(ragDocuments.publicId, publicId));
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
