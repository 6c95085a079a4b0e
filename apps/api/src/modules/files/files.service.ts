import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AuthContext } from '../auth/sessions.service.ts';
import { sniffFile, type FileKind } from './files.sniff.ts';
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

/**
 * Characters a file name may not carry: controls (C0, DEL, C1), format characters (Unicode Cf: bidi overrides
 * such as U+202E that show «x\u202Efdp.exe» as «xexe.pdf», zero-width characters, the BOM), line and paragraph
 * separators, lone surrogates, and the double quote of the Content-Disposition header.
 */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"]/gu;

/** Keeps what a user may call a file shown on download: no path, no hidden or control characters, at most 200. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base.replace(UNSAFE_IN_NAME, '')].slice(-200).join('').trim();
  return clean || 'archivo';
}

/**
 * Reads every file part of a multipart request (field `field`, repeated) and checks each by size and content.
 * All or nothing: one refused file answers 422 and none is kept.
 */
export async function readUploads(request: FastifyRequest, field: string): Promise<CheckedFile[]> {
  if (!request.isMultipart()) throw fieldError(field, 'Adjunte al menos un archivo.');
  const out: CheckedFile[] = [];
  const parts = request.files({
    limits: { fileSize: FILE_MAX_BYTES, files: FILE_MAX_COUNT + 1 },
    throwFileSizeLimit: false,
  });
  for await (const part of parts) {
    const data = await part.toBuffer();
    if (part.fieldname !== field) continue;
    const name = cleanName(part.filename);
    if (part.file.truncated) throw fieldError(field, `El archivo «${name}» supera el tamaño máximo de 10 MB.`);
    if (data.length === 0) throw fieldError(field, `El archivo «${name}» está vacío.`);
    const kind = sniffFile(name, data);
    if (!kind) throw fieldError(field, `${FILE_REFUSED} «${name}» no es válido.`);
    out.push({ name, data, kind });
    if (out.length > FILE_MAX_COUNT)
      throw fieldError(field, `Puede adjuntar hasta ${FILE_MAX_COUNT} archivos a la vez.`);
  }
  if (out.length === 0) throw fieldError(field, 'Adjunte al menos un archivo.');
  return out;
}

/** Writes checked files to storage (random keys under `folder`); returns their keys in order. */
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

/** Inserts the stored_files rows of files already written under `keys` (inside the owner's transaction). */
export async function insertStoredFiles(tx: DbOrTx, files: CheckedFile[], keys: string[], uploadedBy: number) {
  if (files.length === 0) return [];
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
 * A module that links stored files answers whether the viewer may download one: true (allowed), false
 * (it is this module's file, but not for this viewer) or null (not this module's file).
 */
export type FileOwner = (db: Db, fileId: number, viewer: AuthContext) => Promise<boolean | null>;
const owners = new WeakMap<Db, Map<string, FileOwner>>();

/** Each owning module registers once per server (keyed by its name, so re-registration replaces). */
export function registerFileOwner(db: Db, name: string, owner: FileOwner) {
  const map = owners.get(db) ?? new Map<string, FileOwner>();
  map.set(name, owner);
  owners.set(db, map);
}

/** The file if some owner lets this viewer download it; 404 otherwise (no hint that it exists). */
export async function authorisedFile(db: Db, publicId: string, viewer: AuthContext) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.publicId, publicId));
  if (!file) throw notFound();
  for (const owner of owners.get(db)?.values() ?? []) {
    if (await owner(db, file.id, viewer)) return file;
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
