import { ZMyIdea } from '@gestora/contract/ideas/ideas.schema';
import type { TestClient } from '../../test/harness.ts';

/** Proposes an idea through the API as `c` (201 expected); without a department it is for every department. */
export async function propose(c: TestClient, fields: Record<string, unknown> = {}) {
  const res = await c.inject({
    method: 'POST',
    url: '/api/ideas',
    payload: { title: 'Idea de mejora', content: '<p>Una mejora</p>', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`propose → ${res.statusCode} ${res.body}`);
  return ZMyIdea.parse(res.json());
}

/** POST /api/idea_vote as `c`, whatever the answer: the same vote again takes it back, the other way switches it. */
export const vote = (c: TestClient, ideaId: string, voteType: string) =>
  c.inject({ method: 'POST', url: '/api/idea_vote', payload: { idea_id: ideaId, vote_type: voteType } });
