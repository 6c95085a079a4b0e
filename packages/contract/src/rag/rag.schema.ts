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

/** A sentence of an answer; `highlights` are the [start, end) character ranges of the question's words in it. */
export const ZChatSentence = z.object({
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});
export type TChatSentence = z.infer<typeof ZChatSentence>;

/**
 * What one cited document says to the question: its title and area (null = every area, 'Todos'), the section's
 * heading, the 1–3 sentences that answer (extracted from the passage) and the whole passage, shown on demand.
 */
export const ZChatAnswer = z.object({
  public_id: z.string(),
  title: z.string(),
  area: z.string().nullable(),
  heading: z.string(),
  sentences: z.array(ZChatSentence),
  passage: z.string(),
});
export type TChatAnswer = z.infer<typeof ZChatAnswer>;

/** One side of a disagreement: which document (and area) says which figure, in which sentence. */
export const ZChatClaim = z.object({
  public_id: z.string(),
  title: z.string(),
  area: z.string().nullable(),
  figure: z.string(),
  sentence: z.string(),
});
export type TChatClaim = z.infer<typeof ZChatClaim>;

/** Two cited sources that give different figures for the same thing; `message` says so in Spanish. */
export const ZChatConflict = z.object({ message: z.string(), claims: z.array(ZChatClaim) });
export type TChatConflict = z.infer<typeof ZChatConflict>;

/**
 * `reply` is the text the spec's client shows (a plain-text answer: the answering sentences, or the model's
 * text); `sources` the passages used, best first; `answers` the same sources as a person reads them, and
 * `conflicts` where they disagree on a figure.
 */
export const ZChatResponse = z.object({
  reply: z.string(),
  sources: z.array(ZChatSource),
  /** false when nothing relevant was found (the reply then says so). */
  found: z.boolean(),
  /** 'model' when a configured model wrote the reply, 'passages' when it quotes the best passages. */
  mode: z.enum(['model', 'passages']),
  answers: z.array(ZChatAnswer),
  conflicts: z.array(ZChatConflict),
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

/**
 * GET /api/chat_ia_rag/documents/:public_id ('Chat IA'): a document the user may consult, as plain text by
 * section, so that an answer's "Abrir documento" shows it whole to someone who does not manage documents.
 */
export const ZChatDocument = z.object({
  public_id: z.string(),
  title: z.string(),
  area: z.string().nullable(),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});
export type TChatDocument = z.infer<typeof ZChatDocument>;

export const RAG_UPLOAD_EXTENSIONS = ['pdf', 'docx', 'txt', 'md'] as const;

/**
 * GET/POST /api/rag_embeddings: the passages' vectors, for document managers. `configured` false when no
 * embeddings endpoint is set (retrieval is full text alone); `running` while the backfill computes the missing
 * ones.
 */
export const ZRagEmbeddingsStatus = z.object({
  configured: z.boolean(),
  embedded: z.number().int().min(0),
  total: z.number().int().min(0),
  running: z.boolean(),
});
export type TRagEmbeddingsStatus = z.infer<typeof ZRagEmbeddingsStatus>;
