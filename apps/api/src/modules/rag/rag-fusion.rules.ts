import { MAX_SOURCES, type PassageHit } from './rag-search.service.ts';
import type { VectorHit, VectorRanking } from './rag-vector-search.service.ts';

/**
 * Reciprocal rank fusion's constant: a passage scores 1/(K + rank) in each ranking it appears in. Ranks, not
 * scores, are fused because BM25 and cosine have nothing in common in scale; 60 is the value of the original
 * paper, which keeps one ranking's first place from outweighing a passage both rankings put near the top.
 */
export const RRF_K = 60;

/**
 * When a passage full text did not judge relevant is relevant by its vector alone. Every question is "closest"
 * to some passage, so being first in the vector ranking proves nothing: an unanswerable question must still be
 * refused. Two conditions, because models differ in where their similarities lie (some give unrelated Spanish
 * texts 0.1, others 0.5): the similarity must reach MIN_SIMILARITY, and stand at least MIN_MARGIN above the
 * median similarity of every visible passage to the same question (what "unrelated" scores with this model).
 */
export const MIN_SIMILARITY = 0.5;
export const MIN_MARGIN = 0.15;

export function vectorRelevant(hit: VectorHit, ranking: VectorRanking): boolean {
  return hit.similarity >= MIN_SIMILARITY && hit.similarity - ranking.baseline >= MIN_MARGIN;
}

export interface FusedHit {
  hit: PassageHit;
  score: number;
  /** Cosine to the question, when the passage is in the vector ranking. */
  similarity: number | null;
  /** Found by full text (a candidate of its ranking). */
  fullText: boolean;
}

/**
 * Both rankings fused (RRF), best first; ties in full-text order. `vectorOnly`: the hits of the passages only
 * the vector ranking found that may be sources (any other is left out).
 */
export function fuse(fullText: PassageHit[], ranking: VectorRanking, vectorOnly: PassageHit[]): FusedHit[] {
  const byId = new Map<number, FusedHit & { order: number }>();
  fullText.forEach((hit, i) =>
    byId.set(hit.passageId, { hit, score: 1 / (RRF_K + i + 1), similarity: null, fullText: true, order: i }),
  );
  const extra = new Map(vectorOnly.map((h) => [h.passageId, h]));
  ranking.hits.forEach((v, i) => {
    const known = byId.get(v.passageId);
    if (known) {
      known.score += 1 / (RRF_K + i + 1);
      known.similarity = v.similarity;
      return;
    }
    const hit = extra.get(v.passageId);
    if (hit)
      byId.set(v.passageId, {
        hit,
        score: 1 / (RRF_K + i + 1),
        similarity: v.similarity,
        fullText: false,
        order: fullText.length + i,
      });
  });
  return [...byId.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...fused }) => fused);
}

/**
 * The sources from the fused ranking: the best admissible passage of each document, in fused order, up to
 * MAX_SOURCES. Admissible: a full-text match of a document full text itself chose (`fullTextSources`: its
 * relevance cut is kept), or any passage relevant by its vector (`vectorRelevant`). Nothing admissible: refuse.
 */
export function pickFused(fused: FusedHit[], fullTextSources: PassageHit[], ranking: VectorRanking): PassageHit[] {
  const chosenDocs = new Set(fullTextSources.map((s) => s.documentPublicId));
  const similar = new Set(ranking.hits.filter((v) => vectorRelevant(v, ranking)).map((v) => v.passageId));
  const out: PassageHit[] = [];
  const docs = new Set<string>();
  for (const { hit, fullText } of fused) {
    if (docs.has(hit.documentPublicId)) continue;
    const fullTextMatch = fullText && chosenDocs.has(hit.documentPublicId);
    if (!fullTextMatch && !similar.has(hit.passageId)) continue;
    docs.add(hit.documentPublicId);
    out.push(hit);
    if (out.length === MAX_SOURCES) break;
  }
  return out;
}
