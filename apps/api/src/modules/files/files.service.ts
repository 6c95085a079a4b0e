import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import type { FileKind } from './files-sniff.rules.ts';
import { assertUploadQuota, type AttachTarget, type QuotaContext } from './files-quota.service.ts';
import { storedFiles } from './files.table.ts';

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MAX_COUNT = 10;
export const FILE_REFUSED =
  'Tipo de archivo no permitido. Se aceptan PDF, imágenes (JPG, PNG, WEBP, GIF), documentos de Office (DOCX, XLSX, PPTX), TXT, CSV, MD y ZIP.';

/** An upload read into memory and checked, not yet stored. */
export interface CheckedFile {
  name: string;
  data: Buffer;
  kind: FileKind;
}

export async function putFiles(storage: Storage, folder: string, files: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const f of files) keys.push(await storage.put(folder, f.data, f.kind.ext));
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k)));
    throw err;
  }
  return keys;
}

/**
 * Inserts the stored_files rows of files already written under `keys` (inside the owner's transaction), once
 * the quotas allow them (413 otherwise, and the owner's catch removes the bytes): the one way rows are added.
 */
export async function insertStoredFiles(
  tx: DbOrTx,
  ctx: QuotaContext,
  files: CheckedFile[],
  keys: string[],
  uploadedBy: number,
  attachTo: AttachTarget | null,
) {
  if (files.length === 0) return [];
  await assertUploadQuota(
    tx,
    ctx,
    uploadedBy,
    files.map((f) => f.data.length),
    attachTo,
  );
  return tx
    .insert(storedFiles)
    .values(
      files.map((f, i) => ({
        storageKey: keys[i],
        originalName: f.name,
        mime: f.kind.mime,
        size: f.data.length,
        uploadedBy,
      })),
    )
    .returning();
}

/** Deletes stored_files rows; the caller removes the bytes from storage after its transaction committed. */
export async function deleteStoredFiles(tx: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

/**
 * A module that links stored files answers whether the actor may download one: true (allowed), false
 * (it is this module's file, but not for this actor) or null (not this module's file).
 */
export type FileOwner = (db: Db, fileId: number, actor: Actor) => Promise<boolean | null>;

/** The file if one of the owning modules (app.ts lists them) lets this actor download it; 404 otherwise. */
export async function authorisedFile(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  owners: readonly FileOwner[],
) {
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.publicId, publicId));
  if (!file) throw notFound();
  for (const owner of owners) {
    if (await owner(ctx.db, file.id, actor)) return file;
  }
  throw notFound();
}

/** RFC 6266/5987 header: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'archivo';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
