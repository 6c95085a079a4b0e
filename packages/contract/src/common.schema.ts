import { z } from 'zod';
import { es } from 'zod/v4/locales';
import { LIMITS } from './limits.ts';

// Every zod message not written by hand below comes out in Spanish.
z.config(es());

export const ZPublicId = z.uuid({ error: 'El identificador no es válido.' });

/**
 * Characters no text field accepts: control characters other than tab, line feed and carriage return (U+0000
 * among them, which PostgreSQL refuses in text), and lone UTF-16 surrogates (not encodable as UTF-8: they would
 * be stored silently altered).
 */
const DISALLOWED_CHARS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
export const isCleanText = (v: string) => !DISALLOWED_CHARS.test(v);

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible, they reorder what
 * follows them, so that «Factura \u202Egpj.exe» reads «Factura exe.jpg». Stripped, not refused, as file names
 * are: they arrive unseen in pasted text, and a user told of characters they cannot see could not remove them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (v: string) => v.replace(BIDI_CONTROLS, '');

/**
 * Every free text of a request starts here, so a new field refuses what the database cannot store and drops
 * what would make it read otherwise than written. `missing` is the message when the value is absent or not a string.
 */
export const zText = (label = 'El texto', missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .overwrite(stripBidiControls)
    .refine(isCleanText, { error: `${label} contiene caracteres no permitidos.`, abort: true });

/** The search box of lists and pickers. */
export const ZSearch = zText('La búsqueda').trim().max(100).optional();

/** The years a date may fall in: beyond them a date is a typing slip, and year 0 is beyond PostgreSQL. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Why `v` is not a date the app keeps ('YYYY-MM-DD', a real calendar day, a year of DATE_YEARS), or null. */
function dateProblem(v: string, label: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return `${label} no es una fecha válida.`;
  const year = Number(m[1]);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max)
    return `${label} debe estar entre los años ${DATE_YEARS.min} y ${DATE_YEARS.max}.`;
  // A day that does not exist (02-30, 13-01) comes back from the round trip as another day.
  const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v ? null : `${label} no es una fecha válida.`;
}

/**
 * A calendar date 'YYYY-MM-DD' (bodies and list filters). Its issue stops the checks after it, so that a form's
 * "end before start" is not reported about a date that is not one.
 */
export const zDate = (label = 'La fecha') =>
  z
    .string({ error: `${label} no es una fecha válida.` })
    .superRefine((v, ctx) => {
      const problem = dateProblem(v, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    })
    .meta({ format: 'date' });

/** An optional calendar date of a form: blank, null or absent mean none. */
export const zOptionalDate = (label = 'La fecha') =>
  z
    .string({ error: `${label} no es una fecha válida.` })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .superRefine((v, ctx) => {
      const problem = v === null ? null : dateProblem(v, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    })
    .meta({ format: 'date' });

/** An instant in ISO 8601 with its offset, within DATE_YEARS. */
export const zDateTime = (label = 'La fecha') =>
  z.iso.datetime({ offset: true, error: `${label} no es una fecha válida.` }).refine(
    (v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
    },
    { error: `${label} debe estar entre los años ${DATE_YEARS.min} y ${DATE_YEARS.max}.` },
  );

/**
 * Query of every resource list: page, per_page, q (search). A list that sorts adds `sort: zSort(ITS_SORTS)`, so
 * an order the list does not know is a 422, not a guess.
 */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.maxPerPage).default(LIMITS.defaultPerPage),
  q: ZSearch,
});

/** A list's order: one of its keys, ascending ('name') or descending ('-name'). */
export function zSort<const K extends string>(keys: readonly K[]) {
  const values = [...keys, ...keys.map((k) => `-${k}` as const)] as [K | `-${K}`, ...(K | `-${K}`)[]];
  return z.enum(values, { error: 'El orden no es válido.' });
}
export type TListQuery = z.infer<typeof ZListQuery>;

/** The page every list answers (PRODUCT.md: `{data, current_page, per_page, total, last_page}`). */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
}
export interface TPage<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ZValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type TValidationError = z.infer<typeof ZValidationError>;

export const ZRef = z.object({ public_id: z.string(), name: z.string() });
export type TRef = z.infer<typeof ZRef>;
/** A picker's options, `[{public_id, name}]` (active departments, roles, clients, a project's stages, …). */
export const ZRefOptions = z.array(ZRef);

export const ZPassword = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(LIMITS.passwordMin, { error: `La contraseña debe tener al menos ${LIMITS.passwordMin} caracteres.` })
  .max(128, { error: 'La contraseña no puede superar 128 caracteres.' });

export const ZEmail = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ingrese un correo electrónico válido.' }));

/** '… es obligatorio.', or 'obligatoria' after a feminine label ('La placa'). */
const requiredMessage = (label: string) => `${label} es ${/^La /.test(label) ? 'obligatoria' : 'obligatorio'}.`;

export const zRequiredText = (label: string, min: number, max: number) =>
  zText(label, requiredMessage(label))
    .trim()
    .min(min, { error: min <= 1 ? requiredMessage(label) : `${label} debe tener al menos ${min} caracteres.` })
    .max(max, { error: `${label} no puede superar ${max} caracteres.` });

export const zOptionalText = (label: string, max: number) =>
  zText(label)
    .trim()
    .max(max, { error: `${label} no puede superar ${max} caracteres.` })
    .nullish()
    .transform((v) => (v ? v : null));

/** Booleans that arrive as JSON booleans or as form strings. */
export const ZBool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** Route params of every record addressed by its public id: /api/…/{public_id}. */
export const ZPublicIdParams = z.object({ public_id: ZPublicId });

/** A user as other records point at them (manager, members, responsible, authors, actors). */
export const ZUserRef = z.object({
  public_id: z.string(),
  name: z.string(),
  last_name: z.string(),
  avatar_url: z.string(),
});
export type TUserRef = z.infer<typeof ZUserRef>;

/** Finished tasks over tasks (PRODUCT.md), of a project, stage or activity; percent is rounded, 0 without tasks. */
export const ZProgress = z.object({ tasks: z.number(), finished: z.number(), percent: z.number() });
export type TProgress = z.infer<typeof ZProgress>;

/** A list's date window, `date_from`/`date_to` (inclusive); each list says which date it bounds. */
export const ZDateFilter = z.object({
  date_from: zDate('La fecha desde').optional(),
  date_to: zDate('La fecha hasta').optional(),
});

/**
 * One entry of a record's history (tasks, tickets): `changes` is {field: [from, to]}, the one change shape of every
 * history; `action` is the module's word for what happened ('created', 'updated', 'status', 'files', …).
 */
export const ZHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  actor: ZUserRef.nullable(),
  created_at: z.string(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZHistoryPage = zPage(ZHistoryEntry);

/** A comment on a record (a task, a ticket), by its author; a deleted author leaves it without one. */
export const ZComment = z.object({
  public_id: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  author: ZUserRef.nullable(),
  created_at: z.string(),
});
export type TComment = z.infer<typeof ZComment>;

/** What a comment is written with: its text (HTML, sanitised by the server). */
export const ZCommentRequest = z.object({ body: zRequiredText('El comentario', 1, 20_000) });

/** A page of one record's own list (its history, its comments, a meeting's tickets): page and per_page only. */
export const ZRecordPageQuery = ZListQuery.pick({ page: true, per_page: true });
export type TRecordPageQuery = z.output<typeof ZRecordPageQuery>;

/** Rich text as a form sends it (HTML, sanitised by the server): at most 50,000 characters; empty is null. */
export const zRichText = (label: string) =>
  zText(label)
    .max(50_000, { error: `${label} es demasiado larga.` })
    .nullish()
    .transform((v) => v ?? null);
