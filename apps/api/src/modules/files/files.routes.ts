import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessage, ZPublicId, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { ApiRoutes, RouteConfig } from '../../lib/api-routes.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import {
  authorisedFile,
  contentDisposition,
  FILE_MAX_BYTES,
  FILE_MAX_COUNT,
  FILE_REFUSED,
  type CheckedFile,
  type FileOwner,
} from './files.service.ts';
import { sniffFile } from './files-sniff.rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules whose files /api/files serves, each deciding for its own (listed in app.ts). */
    fileOwners: readonly FileOwner[];
  }
}

/** The params of a route on one file of a record: the record's public id and the file's. */
export const ZFileParams = ZPublicIdParams.extend({ file_id: ZPublicId });

/** The multipart body of an upload, as the API's documentation shows it (readUploads checks the files). */
export const ZFilesUpload = z
  .object({
    files: z.any().meta({
      type: 'string',
      format: 'binary',
      description: `Hasta ${FILE_MAX_COUNT} archivos de ${FILE_MAX_BYTES / 1024 / 1024} MB`,
    }),
  })
  .partial()
  .nullish();

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
 * One file part of a multipart request, read (`data`), checked by size and content: its clean name, bytes and kind,
 * or a 422 on `field`. `accept` narrows the kinds a form takes (its message says which).
 */
export function checkedFilePart(
  part: { filename: string; file: { truncated: boolean } },
  data: Buffer,
  field: string,
  accept?: { test: (file: CheckedFile) => boolean; message: string },
): CheckedFile {
  const name = cleanName(part.filename);
  if (part.file.truncated) throw fieldError(field, `El archivo «${name}» supera el tamaño máximo de 10 MB.`);
  if (data.length === 0) throw fieldError(field, `El archivo «${name}» está vacío.`);
  const kind = sniffFile(name, data);
  const file = kind && { name, data, kind };
  if (file && (!accept || accept.test(file))) return file;
  throw fieldError(
    field,
    accept ? `El archivo «${name}» no es válido: ${accept.message}` : `${FILE_REFUSED} «${name}» no es válido.`,
  );
}

/**
 * Reads every file part of a multipart request (parsing stays in the routes; services get the checked files) (field `field`, repeated) and checks each by size and content.
 * All or nothing: one refused file answers 422 and none is kept. Each multipart request counts against the
 * user's upload rate (429), before a byte of its body is read.
 */
export async function readUploads(request: FastifyRequest, field: string): Promise<CheckedFile[]> {
  if (!request.isMultipart()) throw fieldError(field, 'Adjunte al menos un archivo.');
  await request.server.throttleUpload(request);
  const out: CheckedFile[] = [];
  const parts = request.files({
    limits: { fileSize: FILE_MAX_BYTES, files: FILE_MAX_COUNT + 1 },
    throwFileSizeLimit: false,
  });
  for await (const part of parts) {
    const data = await part.toBuffer();
    if (part.fieldname !== field) continue;
    out.push(checkedFilePart(part, data, field));
    if (out.length > FILE_MAX_COUNT)
      throw fieldError(field, `Puede adjuntar hasta ${FILE_MAX_COUNT} archivos a la vez.`);
  }
  if (out.length === 0) throw fieldError(field, 'Adjunte al menos un archivo.');
  return out;
}

/** A record's attachment services: add the files `read` gives (it reads them once the record is found), remove one. */
export interface AttachmentServices<T> {
  add(ctx: ServiceContext, actor: Actor, publicId: string, read: () => Promise<CheckedFile[]>): Promise<T>;
  remove(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string): Promise<void>;
}

/**
 * The two routes of a record that holds files (tasks, tickets, information board posts): POST `<record>/files`
 * (multipart, field `files`), 201 with what `add` answers, and DELETE `<record>/files/:file_id`.
 */
export function attachmentRoutes<R extends z.ZodType>(
  route: ApiRoutes,
  record: `${string}/:public_id`,
  config: RouteConfig,
  response: R,
  files: AttachmentServices<z.output<R>>,
) {
  route.post(
    `${record}/files`,
    config,
    { params: ZPublicIdParams, consumes: ['multipart/form-data'], body: ZFilesUpload, response: { 201: response } },
    (ctx, actor, { params }, request) => files.add(ctx, actor, params.public_id, () => readUploads(request, 'files')),
  );
  route.delete(
    `${record}/files/:file_id`,
    config,
    { params: ZFileParams, response: { 200: ZMessage } },
    async (ctx, actor, { params }) => {
      await files.remove(ctx, actor, params.public_id, params.file_id);
      return { message: MSG.deleted };
    },
  );
}

/**
 * GET /api/files/:public_id: any signed-in user, but the file's owning module decides (a task's attachment
 * only for who may see the task). Always a download, never rendered inline by the browser.
 */
export async function filesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const serve = async (publicId: string, request: FastifyRequest, reply: FastifyReply) => {
    const file = await authorisedFile(app.ctx, actorOf(request), publicId, app.fileOwners);
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(app.storage.read(file.storageKey));
  };
  app.get(
    '/api/files/:public_id',
    { config: LOGIN, schema: { tags: ['Archivos'], params: ZPublicIdParams } },
    (request, reply) => serve(request.params.public_id, request, reply),
  );
  // The same file at an address ending in its name: a client that saves a download under the last segment of
  // the URL (spec section 7, the saved-files table) saves it under its own name. The name is not checked.
  app.get(
    '/api/files/:public_id/:name',
    { config: LOGIN, schema: { tags: ['Archivos'], params: ZPublicIdParams.extend({ name: z.string().max(1000) }) } },
    (request, reply) => serve(request.params.public_id, request, reply),
  );
}
