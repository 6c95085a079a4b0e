import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZChatRequest,
  ZChatResponse,
  ZRagDocument,
  ZRagDocumentPage,
  ZRagDocumentRequest,
  ZRagListQuery,
} from '@gestora/contract/rag/rag.schema';
import { actorOf } from '../../plugins/auth.ts';
import { needs } from '../auth/route-access.rules.ts';
import { readUploads } from '../files/files.routes.ts';
import { answerQuestion } from './rag-chat.service.ts';
import { ragDocumentsList } from './rag-list.service.ts';
import { embedDocument } from './rag-embeddings.service.ts';
import { attachFile, createDocument, deleteDocument, detachFile, getDocument, updateDocument } from './rag.service.ts';

const tags = ['Documentos RAG'];
const MANAGE = needs('Gestionar documentos en RAG');

export async function ragRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  /** With an embeddings endpoint configured, a saved document's passages get their vectors after the answer. */
  const embedLater = (publicId: string) => {
    const endpoint = app.config.ai.embeddings;
    if (endpoint) app.jobs.run('rag-embeddings', () => embedDocument(app.db, endpoint, publicId));
  };

  app.get(
    '/api/rag_documents',
    { config: MANAGE, schema: { tags, querystring: ZRagListQuery, response: { 200: ZRagDocumentPage } } },
    (request) => ragDocumentsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/rag_documents/:public_id',
    { config: MANAGE, schema: { tags, params: ZPublicIdParams, response: { 200: ZRagDocument } } },
    (request) => getDocument(app.db, request.params.public_id),
  );
  app.post(
    '/api/rag_documents',
    { config: MANAGE, schema: { tags, body: ZRagDocumentRequest, response: { 201: ZRagDocument } } },
    async (request, reply) => {
      const doc = await createDocument(app.ctx, actorOf(request), request.body);
      embedLater(doc.public_id);
      return reply.code(201).send(doc);
    },
  );
  app.put(
    '/api/rag_documents/:public_id',
    {
      config: MANAGE,
      schema: { tags, params: ZPublicIdParams, body: ZRagDocumentRequest, response: { 200: ZRagDocument } },
    },
    async (request) => {
      const doc = await updateDocument(app.ctx, request.params.public_id, request.body);
      embedLater(doc.public_id);
      return doc;
    },
  );
  app.delete(
    '/api/rag_documents/:public_id',
    { config: MANAGE, schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteDocument(app.ctx, request.params.public_id);
      return { message: MSG.deleted };
    },
  );
  // The source file (multipart, field `file`): PDF, DOCX, TXT or MD, checked by its bytes, text extracted.
  app.post(
    '/api/rag_documents/:public_id/file',
    { config: MANAGE, schema: { tags, params: ZPublicIdParams, response: { 200: ZRagDocument } } },
    async (request) => {
      const doc = await attachFile(
        app.ctx,
        actorOf(request),
        request.params.public_id,
        await readUploads(request, 'file'),
        { timeoutMs: app.config.ragExtractTimeoutMs },
      );
      embedLater(doc.public_id);
      return doc;
    },
  );
  app.delete(
    '/api/rag_documents/:public_id/file',
    { config: MANAGE, schema: { tags, params: ZPublicIdParams, response: { 200: ZRagDocument } } },
    async (request) => {
      const doc = await detachFile(app.ctx, request.params.public_id);
      embedLater(doc.public_id);
      return doc;
    },
  );

  // Spec section 7: POST /api/chat_ia_rag (question, department_id) → the reply text, plus its sources.
  app.post(
    '/api/chat_ia_rag',
    { config: needs('Chat IA'), schema: { tags: ['Chat IA'], body: ZChatRequest, response: { 200: ZChatResponse } } },
    (request) => answerQuestion(app.ctx, actorOf(request), app.config.ai, request.body),
  );
}
