import type { FastifyInstance } from 'fastify';
import {
  ZBoardQuery,
  ZInformationPostPage,
  ZInformationPostRequest,
  ZMyBoardQuery,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { attachmentRoutes } from '../files/files.routes.ts';
import { addPostFiles, removePostFile } from './information-board-files.service.ts';
import { boardList, myPostsList } from './information-board-list.service.ts';
import { createPost, deletePost, getOwnPost, updatePost } from './information-board.service.ts';

const PUBLISH = needs('Publicar en tablero informativo');

/**
 * The information board: the board every signed-in user reads (GET /api/information_board, spec section 7) and
 * the author's management (/information_board, 'Publicar en tablero informativo'): their posts, create, edit,
 * delete, attachments.
 */
export async function informationBoardRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Tablero informativo']);

  route.list('/api/information_board', LOGIN, ZBoardQuery, ZInformationPostPage, boardList.answer);
  route.list('/api/my_information_board', PUBLISH, ZMyBoardQuery, ZMyInformationPostPage, myPostsList.answer);
  route.read('/api/information_board/:public_id', PUBLISH, ZMyInformationPost, getOwnPost);
  route.create('/api/information_board', PUBLISH, ZInformationPostRequest, ZMyInformationPost, createPost);
  route.update('/api/information_board/:public_id', PUBLISH, ZInformationPostRequest, ZMyInformationPost, updatePost);
  route.remove('/api/information_board/:public_id', PUBLISH, deletePost);
  attachmentRoutes(route, '/api/information_board/:public_id', PUBLISH, ZMyInformationPost, {
    add: addPostFiles,
    remove: removePostFile,
  });
}
