import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZBoardQuery,
  ZInformationPostPage,
  ZInformationPostRequest,
  ZMyBoardQuery,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { readUploads, ZFileParams, ZFilesUpload } from '../files/files.routes.ts';
import { addPostFiles, removePostFile } from './information-board-files.service.ts';
import { boardList, myPostsList } from './information-board-list.service.ts';
import { createPost, deletePost, getOwnPost, updatePost } from './information-board.service.ts';

const tags = ['Tablero informativo'];
const PUBLISH = needs('Publicar en tablero informativo');

/**
 * The information board: the board every signed-in user reads (GET /api/information_board, spec section 7) and
 * the author's management (/information_board, 'Publicar en tablero informativo'): their posts, create, edit,
 * delete, attachments.
 */
export async function informationBoardRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/information_board',
    { config: LOGIN, schema: { tags, querystring: ZBoardQuery, response: { 200: ZInformationPostPage } } },
    (request) => boardList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/my_information_board',
    { config: PUBLISH, schema: { tags, querystring: ZMyBoardQuery, response: { 200: ZMyInformationPostPage } } },
    (request) => myPostsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/information_board/:public_id',
    { config: PUBLISH, schema: { tags, params: ZPublicIdParams, response: { 200: ZMyInformationPost } } },
    (request) => getOwnPost(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/information_board',
    { config: PUBLISH, schema: { tags, body: ZInformationPostRequest, response: { 201: ZMyInformationPost } } },
    async (request, reply) => reply.code(201).send(await createPost(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/information_board/:public_id',
    {
      config: PUBLISH,
      schema: { tags, params: ZPublicIdParams, body: ZInformationPostRequest, response: { 200: ZMyInformationPost } },
    },
    (request) => updatePost(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.delete(
    '/api/information_board/:public_id',
    { config: PUBLISH, schema: { tags, params: ZPublicIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deletePost(app.ctx, actorOf(request), request.params.public_id);
      return { message: MSG.deleted };
    },
  );
  app.post(
    '/api/information_board/:public_id/files',
    {
      config: PUBLISH,
      schema: {
        tags,
        params: ZPublicIdParams,
        consumes: ['multipart/form-data'],
        body: ZFilesUpload,
        response: { 201: ZMyInformationPost },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addPostFiles(app.ctx, actorOf(request), request.params.public_id, () => readUploads(request, 'files')),
        ),
  );
  app.delete(
    '/api/information_board/:public_id/files/:file_id',
    { config: PUBLISH, schema: { tags, params: ZFileParams, response: { 200: ZMessage } } },
    async (request) => {
      await removePostFile(app.ctx, actorOf(request), request.params.public_id, request.params.file_id);
      return { message: MSG.deleted };
    },
  );
}
