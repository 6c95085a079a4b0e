import type { PassageHit } from './rag-search.service.ts';

/**
 * Document-level evidence (`RAG_EVAL_TUNE=docs.rest=…` measures others): a document is ranked by its best passage
 * plus `rest` times the sum of its other candidate passages' scores, since an everyday question's words are often
 * spread over a policy's sections rather than gathered in one.
 */
export const DOCS = { rest: 0.1 };

/**
 * The candidates with each document's score, best documents first: the best passage of each document in the
 * documents' order, then every other passage in score order (so the first passage of a document is its best).
 */
export function rankDocuments(hits: PassageHit[]): PassageHit[] {
  const byDoc = new Map<string, PassageHit[]>();
  for (const h of hits) byDoc.set(h.documentPublicId, [...(byDoc.get(h.documentPublicId) ?? []), h]);
  const bests: { best: PassageHit; docScore: number }[] = [];
  const others: PassageHit[] = [];
  for (const passages of byDoc.values()) {
    const docScore = passages[0].score + DOCS.rest * passages.slice(1).reduce((sum, p) => sum + p.score, 0);
    const [best, ...rest] = passages.map((p) => ({ ...p, docScore }));
    bests.push({ best, docScore });
    others.push(...rest);
  }
  bests.sort((a, b) => b.docScore - a.docScore || b.best.score - a.best.score);
  return [...bests.map((b) => b.best), ...others];
}
