import type { TIdeaRequest, TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { deleteFrom, saveTo } from '../../lib/queries.ts';
import { IDEA_KEYS } from './ideas.queries.ts';

/*
 * The author's writes (save and delete an idea), apart from ideas.queries.ts: the ideas tab reads the board through
 * that file, and TanStack Query's useMutation (3.6 KB gzipped) then comes only with the form and the management
 * list that write.
 */

export const useSaveIdea = () =>
  useMutationThatInvalidates(saveTo<TIdeaRequest, TMyIdea>('/api/ideas'), [IDEA_KEYS.all]);
export const useDeleteIdea = () => useMutationThatInvalidates(deleteFrom('/api/ideas'), [IDEA_KEYS.all]);
