import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ZBool, ZListQuery, ZPublicId, ZRef, zPage, zRequiredText, zSort, zText } from '../common.schema.ts';

/** A RAG document as the /rag list and form see it. `department` null means "Todos" (every area). */
/** An optional public id: absent, null or '' mean none ('Todos'); anything else must be a public id. */
const zOptionalId = (label: string) =>
  zText(label)
    .nullish()
    .transform((v) => v?.trim() || null)
    .pipe(ZPublicId.nullable());

export const ZRagDocument = z.object({
  public_id: z.string(),
  title: z.string(),
  department: ZRef.nullable(),
  /** Only users of its department (and document managers) ever retrieve it. */
  restricted: z.boolean(),
  /** Sanitised HTML written in the editor (may be empty when the text comes from a file). */
  content: z.string(),
  /** The uploaded source file whose text was extracted, if any. */
  file: z.object({ public_id: z.string(), name: z.string(), size: z.number() }).nullable(),
  passages_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRagDocument = z.infer<typeof ZRagDocument>;
export const ZRagDocumentPage = zPage(ZRagDocument.omit({ content: true }));
export type TRagDocumentPage = z.infer<typeof ZRagDocumentPage>;

export const RAG_SORTS = ['title', 'created_at', 'updated_at'] as const;
export const ZRagListQuery = ZListQuery.extend({
  department_id: ZPublicId.optional(),
  sort: zSort(RAG_SORTS).optional(),
});
export type TRagListQuery = z.infer<typeof ZRagListQuery>;

/** POST/PUT /api/rag_documents. The file (PDF, DOCX, TXT, MD) travels apart: POST /api/rag_documents/:id/file. */
export const ZRagDocumentRequest = z.object({
  title: zRequiredText('El título', 3, 200),
  /** Blank or absent: every area ('Todos'). */
  department_id: zOptionalId('El área'),
  restricted: ZBool.default(false),
  content: zText('El contenido')
    .max(200_000, { error: 'El contenido es demasiado largo.' })
    .nullish()
    .transform((v) => v ?? ''),
});
export type TRagDocumentRequest = z.input<typeof ZRagDocumentRequest>;

export const RAG_QUESTION_MAX = 1000;

/** POST /api/chat_ia_rag (spec: question, department_id). department_id absent, null or '' = 'Todos'. */
export const ZChatRequest = z.object({
  question: zText('La pregunta', MSG.askQuestion)
    .trim()
    .min(1, { error: MSG.askQuestion })
    .max(RAG_QUESTION_MAX, { error: `La pregunta no puede superar ${RAG_QUESTION_MAX} caracteres.` }),
  department_id: zOptionalId('El área'),
});
export type TChatRequest = z.input<typeof ZChatRequest>;

export const ZChatSource = z.object({ public_id: z.string(), title: z.string(), passage: z.string() });
export type TChatSource = z.infer<typeof ZChatSource>;

/** `reply` is the text the spec's client shows; `sources` the passages used, best first. */
export const ZChatResponse = z.object({
  reply: z.string(),
  sources: z.array(ZChatSource),
  /** false when nothing relevant was found (the reply then says so). */
  found: z.boolean(),
  /** 'model' when a configured model wrote the reply, 'passages' when it quotes the best passages. */
  mode: z.enum(['model', 'passages']),
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

export const RAG_UPLOAD_EXTENSIONS = ['pdf', 'docx', 'txt', 'md'] as const;
