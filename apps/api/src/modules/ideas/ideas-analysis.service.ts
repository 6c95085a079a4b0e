import { and, eq, sql } from 'drizzle-orm';
import { IDEA_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { sharedAudienceSql } from '../../lib/audience.ts';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import { runWrite, type ServiceContext } from '../../lib/service-context.ts';
import { scheduleIdeaAnalysis } from '../rag/idea-analysis.service.ts';
import type { AiConfig } from '../rag/rag-retrieve.service.ts';
import { searchSimilarIdeas } from './ideas-list.service.ts';
import { ideas } from './ideas.table.ts';

/** How many similar ideas, found by the board's full-text search, the analysis compares the idea with. */
const SIMILAR_FOR_ANALYSIS = 5;

/** The notice's message; its title is the idea's own (what the bell names). */
export const ANALYSIS_READY_MESSAGE =
  'Análisis de idea listo: su idea ya tiene su análisis con inteligencia artificial.';
/** Where the notification leads: the idea on the home page's 'Ideas' tab, its analysis open. */
export const ideaLink = (publicId: string) => `/?tab=ideas&idea=${publicId}`;

/**
 * Called once an idea's save has committed. When a model is configured and the idea has no analysis (new, or its
 * title, content or department changed, which cleared it), the analysis runs in the background (retried on
 * failure): it reads the idea and the similar ideas all of the idea's readers may see (the analysis is shown to its
 * whole audience, so it must name nothing one of them may not read), stores the text only if the idea was not
 * edited meanwhile, and then notifies the author. Without a model nothing is scheduled.
 */
export function analyseIdeaLater(
  ctx: ServiceContext,
  jobs: BackgroundJobs,
  ai: AiConfig,
  saved: { public_id: string; analysis_ia: string | null },
): boolean {
  if (saved.analysis_ia !== null) return false;
  let seen: { id: number; title: string; content: string; departmentId: number | null; authorId: number } | null = null;
  return scheduleIdeaAnalysis(jobs, ai, {
    async load() {
      const [idea] = await ctx.db
        .select({
          id: ideas.id,
          title: ideas.title,
          content: ideas.content,
          departmentId: ideas.departmentId,
          authorId: ideas.authorId,
        })
        .from(ideas)
        .where(eq(ideas.publicId, saved.public_id));
      if (!idea || idea.authorId === null) return null;
      const loaded = { ...idea, authorId: idea.authorId };
      seen = loaded;
      const similar = await searchSimilarIdeas(
        ctx.db,
        sharedAudienceSql(ideas, loaded),
        idea.title,
        saved.public_id,
        SIMILAR_FOR_ANALYSIS,
      );
      return { idea, similar };
    },
    async save(analysis) {
      if (!seen) return false;
      const stored = await ctx.db
        .update(ideas)
        // The analysis is no edit: the idea keeps its updated_at.
        .set({ analysisIa: analysis, updatedAt: sql`${ideas.updatedAt}` })
        .where(
          and(
            eq(ideas.id, seen.id),
            eq(ideas.title, seen.title),
            eq(ideas.content, seen.content),
            // Written for another audience, the analysis may name ideas that this one may not read.
            sql`${ideas.departmentId} is not distinct from ${seen.departmentId}`,
          ),
        )
        .returning({ id: ideas.id });
      return stored.length > 0;
    },
    async notify() {
      const idea = seen;
      if (!idea) return;
      await runWrite(ctx, (_tx, out) =>
        out.notify({
          recipientIds: [idea.authorId],
          type: IDEA_NOTIFICATION_TYPE,
          title: idea.title,
          message: ANALYSIS_READY_MESSAGE,
          link: ideaLink(saved.public_id),
        }),
      );
    },
  });
}
