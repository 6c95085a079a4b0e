import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import type { TIdea, TIdeaVoteResponse, TMyIdea, TSimilarIdeas, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import type {
  TInformationPost,
  TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { http } from '../../lib/http.ts';
import { pageQuery, recordQuery } from '../../lib/queries.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** Every query of the board and of the management list lives under ['information-board']. */
export const BOARD_KEYS = {
  ...entityKeys('information-board'),
  feed: (departmentId: string) => ['information-board', 'feed', departmentId] as const,
};
export const IDEA_KEYS = {
  ...entityKeys('ideas'),
  feed: (departmentId: string) => ['ideas', 'feed', departmentId] as const,
  similar: (q: string, excludeId: string) => ['ideas', 'similar', q, excludeId] as const,
};
export const CHART_KEYS = entityKeys('home-chart');

export type Feed<T> = InfiniteData<TPage<T>>;

/**
 * An infinite board (spec section 4 "List pagination"): pages from 1, each non-empty page appended, an empty page
 * ends the list. A new department restarts at page 1 (its own key) and replaces the list. `beforeShow` may hold a
 * page back until what shows it has loaded (the board's HTML view).
 */
function useFeed<T>(
  key: readonly unknown[],
  url: string,
  departmentId: string,
  beforeShow?: (page: TPage<T>) => Promise<unknown> | undefined,
) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const page = await http.get<TPage<T>>(url, {
        params: { page: pageParam, type: 'public', department_id: departmentId },
      });
      await beforeShow?.(page);
      return page;
    },
    getNextPageParam: (last, pages) => (last.data.length === 0 ? undefined : pages.length + 1),
    // Spec section 8: a failed load is silent, the loading flag cleared.
    retry: false,
  });
}

export const useBoardFeed = (
  departmentId: string,
  beforeShow?: (page: TPage<TInformationPost>) => Promise<unknown> | undefined,
) => useFeed<TInformationPost>(BOARD_KEYS.feed(departmentId), '/api/information_board', departmentId, beforeShow);
export const useIdeaFeed = (departmentId: string) =>
  useFeed<TIdea>(IDEA_KEYS.feed(departmentId), '/api/idea', departmentId);

/** Puts a post that arrived in real time at the top of every open board it belongs to (spec section 4). */
export function usePrependPost() {
  const client = useQueryClient();
  return useCallback(
    (post: TInformationPost) => {
      for (const [key, data] of client.getQueriesData<Feed<TInformationPost>>({
        queryKey: ['information-board', 'feed'],
      })) {
        const departmentId = key[2] as string;
        if (!data || (departmentId && post.department?.public_id !== departmentId)) continue;
        if (data.pages.some((p) => p.data.some((x) => x.public_id === post.public_id))) continue;
        const [first, ...rest] = data.pages;
        client.setQueryData<Feed<TInformationPost>>(key, {
          ...data,
          pages: [{ ...first!, data: [post, ...first!.data] }, ...rest],
        });
      }
    },
    [client],
  );
}

/** Replaces an idea's counts (and the viewer's vote) in every open ideas board with the server's answer. */
export function useSetIdeaVotes() {
  const client = useQueryClient();
  return useCallback(
    (ideaId: string, votes: TIdeaVoteResponse) =>
      client.setQueriesData<Feed<TIdea>>({ queryKey: ['ideas', 'feed'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                data: p.data.map((i) =>
                  i.public_id === ideaId
                    ? {
                        ...i,
                        votes_count: votes.votes_count,
                        negative_votes: votes.negative_votes,
                        my_vote: votes.my_vote ?? null,
                      }
                    : i,
                ),
              })),
            }
          : data,
      ),
    [client],
  );
}

/** POST /api/idea_vote; the caller replaces the card's counts with the answer. */
export async function voteIdea(ideaId: string, voteType: TVoteType): Promise<TIdeaVoteResponse> {
  const answer = await http.post<Partial<TIdeaVoteResponse> | undefined>('/api/idea_vote', {
    idea_id: ideaId,
    vote_type: voteType,
  });
  // Spec section 5: the answer is accepted only with both counts.
  if (typeof answer?.votes_count !== 'number' || typeof answer.negative_votes !== 'number')
    throw new Error('Respuesta de voto incompleta');
  return { votes_count: answer.votes_count, negative_votes: answer.negative_votes, my_vote: answer.my_vote ?? null };
}

/** The 'Gestión' tab's figures; a failure shows nothing (spec section 8: "returns false with no message"). */
export const useChart = () =>
  useQuery({
    queryKey: CHART_KEYS.all,
    queryFn: () => http.get<TTasksAndTicketsChart>('/api/tasks_and_tickets_chart'),
    retry: false,
  });

// Management: the author's posts (/information_board) and ideas (/idea).
export const myPostsQueryOptions = pageQuery<TMyInformationPost>(BOARD_KEYS, '/api/my_information_board');
export const postRecordQuery = recordQuery<TMyInformationPost>(BOARD_KEYS, '/api/information_board');
export const usePost = (id: string | undefined) => useQuery({ ...postRecordQuery(id ?? ''), enabled: Boolean(id) });
export const uploadPostFile = (id: string, file: File) => {
  const form = new FormData();
  form.append('files', file, file.name);
  return http.post<TMyInformationPost>(`/api/information_board/${id}/files`, form);
};

export const myIdeasQueryOptions = pageQuery<TMyIdea>(IDEA_KEYS, '/api/my_ideas');
/** GET /api/ideas/:id: one of the author's own ideas. */
export const ideaRecordQuery = recordQuery<TMyIdea>(IDEA_KEYS, '/api/ideas');
export const useSimilarIdeas = (q: string, excludeId: string) =>
  useQuery({
    queryKey: IDEA_KEYS.similar(q, excludeId),
    queryFn: () => http.get<TSimilarIdeas>('/api/similar_ideas', { params: { q, exclude_id: excludeId } }),
    enabled: q.trim().length >= 3,
    staleTime: 30_000,
  });
