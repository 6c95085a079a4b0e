import type {
  TInformationPostRequest,
  TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { deleteFrom, saveTo } from '../../lib/queries.ts';
import { BOARD_KEYS } from './information-board.queries.ts';

/*
 * The author's writes (save and delete a post), apart from information-board.queries.ts: the home page reads the
 * board through that file on every first visit, and TanStack Query's useMutation (3.6 KB gzipped) then comes only
 * with the form and the management list that write.
 */

export const useSavePost = () =>
  useMutationThatInvalidates(saveTo<TInformationPostRequest, TMyInformationPost>('/api/information_board'), [
    BOARD_KEYS.all,
  ]);
export const useDeletePost = () => useMutationThatInvalidates(deleteFrom('/api/information_board'), [BOARD_KEYS.all]);
