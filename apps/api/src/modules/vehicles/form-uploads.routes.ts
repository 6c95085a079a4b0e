import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, fieldError } from '../../lib/errors.ts';
import { checkedFilePart } from '../files/files.routes.ts';
import { FILE_MAX_BYTES, FILE_MAX_COUNT, type CheckedFile } from '../files/files.service.ts';

/** Invoices and photos of the fleet: PDF and images only, told by their bytes. */
export const PDF_OR_IMAGE = (f: CheckedFile) => f.kind.mime === 'application/pdf' || f.kind.mime.startsWith('image/');
const PDF_OR_IMAGE_ONLY = 'se aceptan PDF e imágenes (JPG, PNG, WEBP, GIF).';

/** A zod failure as the 422 the error policy answers for a body: each message under its field. */
function refused(error: z.ZodError): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return new HttpError(422, Object.values(errors)[0][0], errors);
}

/**
 * A form's body, as JSON (checked by the route's schema already) or as multipart: its text fields parsed by
 * `schema` (an empty field counts as absent, as a browser's FormData sends one) and its files under `fileField`
 * (or `fileField[]`) checked by size and content, all or nothing. A multipart request counts against the upload
 * rate before its files are read.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileField: string,
): Promise<{ body: z.output<S>; files: CheckedFile[] }> {
  const fields: Record<string, string> = {};
  const files: CheckedFile[] = [];
  if (!request.isMultipart()) {
    if (request.body !== null && request.body !== undefined) return { body: request.body as z.output<S>, files };
  } else {
    await request.server.throttleUpload(request);
    await readParts(request, fileField, fields, files);
  }
  // A multipart form's fields, or an empty JSON body (null): the schema's own 422s.
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw refused(parsed.error);
  return { body: parsed.data, files };
}

/** Reads every part of a multipart request: text fields into `fields`, checked files of `fileField` into `files`. */
async function readParts(
  request: FastifyRequest,
  fileField: string,
  fields: Record<string, string>,
  files: CheckedFile[],
) {
  for await (const part of request.parts({ limits: { fileSize: FILE_MAX_BYTES, files: FILE_MAX_COUNT + 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer();
    if (part.fieldname !== fileField && part.fieldname !== `${fileField}[]`) continue;
    files.push(checkedFilePart(part, data, fileField, { test: PDF_OR_IMAGE, message: PDF_OR_IMAGE_ONLY }));
    if (files.length > FILE_MAX_COUNT)
      throw fieldError(fileField, `Puede adjuntar hasta ${FILE_MAX_COUNT} archivos a la vez.`);
  }
}

/** Only the files of a multipart request (POST …/invoices), PDF and images, at least one. */
export async function readPdfOrImages(request: FastifyRequest, fileField: string): Promise<CheckedFile[]> {
  if (!request.isMultipart()) throw fieldError(fileField, 'Adjunte al menos un archivo.');
  const { files } = await readForm(request, z.object({}), fileField);
  if (files.length === 0) throw fieldError(fileField, 'Adjunte al menos un archivo.');
  return files;
}
