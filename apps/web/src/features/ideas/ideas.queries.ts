import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIdea, TIdeaVoteResponse, TMyIdea, TSimilarIdeas, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import { useFeed, type Feed } from '../../components/use-feed.ts';
import { http } from '../../lib/http.ts';
import { pageQuery, recordQuery } from '../../lib/queries.ts';
import { entityKeys } from '../../lib/query-keys.ts';

export const IDEA_KEYS = {
  ...entityKeys('ideas'),
  feed: (departmentId: string) => ['ideas', 'feed', departmentId] as const,
  similar: (q: string, excludeId: string) => ['ideas', 'similar', q, excludeId] as const,
};

export const useIdeaFeed = (departmentId: string) =>
  useFeed<TIdea>(IDEA_KEYS.feed(departmentId), '/api/idea', departmentId);

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

// Management: the author's ideas (/idea).
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
