import { z } from 'zod';
import { ZListQuery, ZPublicId, zPage, zText } from '../common.schema.ts';
import { ZBoardEntry, ZInformationPostRequest } from '../information-board/information-board.schema.ts';

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type TVoteType = (typeof VOTE_TYPES)[number];

/** Idea (spec section 3). analysis_ia is plain text written in the background. */
export const ZIdea = ZBoardEntry.extend({
  votes_count: z.number(),
  negative_votes: z.number(),
  analysis_ia: z.string().nullable(),
  /** The viewer's own vote, so the card shows which button is pressed. */
  my_vote: z.enum(VOTE_TYPES).nullable(),
});
export type TIdea = z.infer<typeof ZIdea>;
export const ZIdeaPage = zPage(ZIdea);
export type TIdeaPage = z.infer<typeof ZIdeaPage>;

export const ZMyIdea = ZIdea.extend({ updated_at: z.string() });
export type TMyIdea = z.infer<typeof ZMyIdea>;
export const ZMyIdeaPage = zPage(ZMyIdea);
export type TMyIdeaPage = z.infer<typeof ZMyIdeaPage>;
export const ZMyIdeasQuery = ZListQuery;

/** An idea is written as a post is: a title, its content and the department it is addressed to. */
export const ZIdeaRequest = ZInformationPostRequest.pick({ title: true, content: true, department_id: true });
export type TIdeaRequest = z.input<typeof ZIdeaRequest>;

/** POST /api/idea_vote (spec section 7). */
export const ZIdeaVoteRequest = z.object({
  idea_id: ZPublicId,
  vote_type: z.enum(VOTE_TYPES, { error: 'El tipo de voto no es válido.' }),
});
export type TIdeaVoteRequest = z.infer<typeof ZIdeaVoteRequest>;

/** The idea's counts after the vote; the client accepts it only with both fields (spec section 5). */
export const ZIdeaVoteResponse = z.object({
  votes_count: z.number(),
  negative_votes: z.number(),
  my_vote: z.enum(VOTE_TYPES).nullable(),
});
export type TIdeaVoteResponse = z.infer<typeof ZIdeaVoteResponse>;

/** GET /api/similar_ideas: ideas the viewer may see whose words match a title being typed. */
export const ZSimilarIdeasQuery = z.object({
  q: zText('La búsqueda').trim().max(200, { error: 'La búsqueda no puede superar 200 caracteres.' }).default(''),
  /** The idea being edited, left out of its own suggestions. */
  exclude_id: z
    .union([ZPublicId, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});
export const ZSimilarIdea = z.object({
  public_id: z.string(),
  title: z.string(),
  votes_count: z.number(),
  negative_votes: z.number(),
});
export type TSimilarIdea = z.infer<typeof ZSimilarIdea>;
export const ZSimilarIdeas = z.object({ data: z.array(ZSimilarIdea) });
export type TSimilarIdeas = z.infer<typeof ZSimilarIdeas>;
