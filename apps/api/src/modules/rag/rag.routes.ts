import type { FastifyInstance } from 'fastify';
import { ZPublicIdParams } from '@gestora/contract/common.schema';
import {
  ZChatDocument,
  ZChatRequest,
  ZChatResponse,
  ZRagDocument,
  ZRagDocumentPage,
  ZRagDocumentRequest,
  ZRagEmbeddingsStatus,
  ZRagListQuery,
} from '@gestora/contract/rag/rag.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { conflict } from '../../lib/errors.ts';
import { needs } from '../auth/route-access.rules.ts';
import { readUploads } from '../files/files.routes.ts';
import { answerQuestion, chatDocument } from './rag-chat.service.ts';
import { ragDocumentsList } from './rag-list.service.ts';
import { embedDocument, embeddingsBackfill, embeddingsStatus, NO_EMBEDDINGS } from './rag-embeddings.service.ts';
import { attachFile, createDocument, deleteDocument, detachFile, getDocument, updateDocument } from './rag.service.ts';

const MANAGE = needs('Gestionar documentos en RAG');

export async function ragRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Documentos RAG']);
  /** With an embeddings endpoint configured, a saved document's passages get their vectors after the answer. */
  const embeddedLater = <T extends { public_id: string }>(doc: T) => {
    const endpoint = app.config.ai.embeddings;
    if (endpoint) app.jobs.run('rag-embeddings', () => embedDocument(app.db, endpoint, doc.public_id));
    return doc;
  };
  // Passages indexed before the endpoint was configured get their vectors at start, or on a manager's request.
  const backfill = embeddingsBackfill(app.jobs, app.db, () => app.config.ai.embeddings);
  app.addHook('onReady', async () => void backfill.start());
  const status = () => embeddingsStatus(app.db, Boolean(app.config.ai.embeddings), backfill.running);

  route.list('/api/rag_documents', MANAGE, ZRagListQuery, ZRagDocumentPage, ragDocumentsList.answer);
  route.read('/api/rag_documents/:public_id', MANAGE, ZRagDocument, (ctx, _actor, id) => getDocument(ctx.db, id));
  route.create('/api/rag_documents', MANAGE, ZRagDocumentRequest, ZRagDocument, async (ctx, actor, body) =>
    embeddedLater(await createDocument(ctx, actor, body)),
  );
  route.update(
    '/api/rag_documents/:public_id',
    MANAGE,
    ZRagDocumentRequest,
    ZRagDocument,
    async (ctx, _actor, id, body) => embeddedLater(await updateDocument(ctx, id, body)),
  );
  route.remove('/api/rag_documents/:public_id', MANAGE, (ctx, _actor, id) => deleteDocument(ctx, id));
  route.read('/api/rag_embeddings', MANAGE, ZRagEmbeddingsStatus, status);
  route.post('/api/rag_embeddings', MANAGE, { response: { 200: ZRagEmbeddingsStatus } }, () => {
    if (!app.config.ai.embeddings) throw conflict(NO_EMBEDDINGS);
    backfill.start();
    return status();
  });
  // The source file (multipart, field `file`): PDF, DOCX, TXT or MD, checked by its bytes, text extracted.
  route.post(
    '/api/rag_documents/:public_id/file',
    MANAGE,
    { params: ZPublicIdParams, response: { 200: ZRagDocument } },
    async (ctx, actor, { params }, request) => {
      const files = await readUploads(request, 'file');
      const options = { timeoutMs: app.config.ragExtractTimeoutMs };
      return embeddedLater(await attachFile(ctx, actor, params.public_id, files, options));
    },
  );
  route.delete(
    '/api/rag_documents/:public_id/file',
    MANAGE,
    { params: ZPublicIdParams, response: { 200: ZRagDocument } },
    async (ctx, _actor, { params }) => embeddedLater(await detachFile(ctx, params.public_id)),
  );

  // Spec section 7: POST /api/chat_ia_rag (question, department_id) → the reply text, plus its sources.
  apiRoutes(app, ['Chat IA']).post(
    '/api/chat_ia_rag',
    needs('Chat IA'),
    { body: ZChatRequest, response: { 200: ZChatResponse } },
    (ctx, actor, { body }) => answerQuestion(ctx, actor, app.config.ai, body),
  );
  // An answer's document, whole, for whoever may be answered from it (not only document managers).
  apiRoutes(app, ['Chat IA']).read(
    '/api/chat_ia_rag/documents/:public_id',
    needs('Chat IA'),
    ZChatDocument,
    (ctx, actor, id) => chatDocument(ctx, actor, id),
  );
}
