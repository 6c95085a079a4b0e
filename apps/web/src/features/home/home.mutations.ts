import type { TIdeaRequest, TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import type {
  TInformationPostRequest,
  TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { deleteFrom, saveTo } from '../../lib/queries.ts';
import { BOARD_KEYS, IDEA_KEYS } from './home.queries.ts';

/*
 * The author's writes (save and delete a post or an idea), apart from home.queries.ts: the home page reads the
 * boards through that file on every first visit, and TanStack Query's useMutation (3.6 KB gzipped) then comes only
 * with the forms and management lists that write.
 */

export const useSavePost = () =>
  useMutationThatInvalidates(saveTo<TInformationPostRequest, TMyInformationPost>('/api/information_board'), [
    BOARD_KEYS.all,
  ]);
export const useDeletePost = () => useMutationThatInvalidates(deleteFrom('/api/information_board'), [BOARD_KEYS.all]);

export const useSaveIdea = () =>
  useMutationThatInvalidates(saveTo<TIdeaRequest, TMyIdea>('/api/ideas'), [IDEA_KEYS.all]);
export const useDeleteIdea = () => useMutationThatInvalidates(deleteFrom('/api/ideas'), [IDEA_KEYS.all]);
