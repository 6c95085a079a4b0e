import type { PassageHit } from './rag-search.service.ts';
import type { QueryTerm } from './rag-terms.service.ts';

/**
 * The relevance cut, calibrated on the evaluation's own and development sets (`RAG_EVAL_TUNE` overrides it there):
 * - minCoverage: below this share of the question's weight, the best passage is a coincidence, not an answer;
 * - missingNominal: a question naming a thing that no visible passage mentions, even through the lexicon or the
 *   thesaurus (the menu of a canteen the documents never mention), is not answered from its other words;
 * - nominalEvidence: what counts as a mention of that thing: a match at least this strong (the word, its
 *   diminutive's base or the lexicon; not a thesaurus synonym nor a longer word it merely begins: 'marca' is not
 *   'marcación');
 * - nominalOverride: a best passage covering at least this share of the question is an answer even with one
 *   thing unmentioned (the hotel 'in another city' when the policy has the hotel and not the city);
 * - knownOnly: only a word the thesaurus knows counts as an unmentioned thing: 'la compu' or a typo is how staff
 *   write, not a sign the documents lack the subject (measured on the development set, written the blind way);
 * - elsewhere (off): a thing the question names that passages scoring at least `elsewhereScore` of the best
 *   mention, but none of the first `elsewhereTop`, is spoken of apart from the rest of the question: refused; a word
 *   in more than `genericShare` of the visible documents (the organisation's own name, 'empresa') proves nothing so.
 *   Tuned on the development set, it refused 1 of 16 unanswerable questions of two sets written later and 8 of
 *   their 103 answerable ones (an everyday question's modifier, 'datos del banco', named in another policy);
 * - missingShare, documentCover: when the things the question names, carrying at least `missingShare` of its
 *   weight, are missing from the best passage, and the best passage's whole document covers under
 *   `documentCover` of the question, the match is in the question's other words only (the bicycles' parking
 *   when the policy has the office and its hours): refused.
 */
export const RELEVANCE = {
  minCoverage: 0.1,
  missingNominal: false,
  nominalEvidence: 0.75,
  nominalOverride: 0.4,
  knownOnly: true,
  elsewhere: false,
  elsewhereTop: 3,
  elsewhereScore: 0.4,
  genericShare: 0.5,
  missingShare: 0.6,
  documentCover: 0.5,
};

/** The groups a passage matches at least this strongly. */
function strongly(h: PassageHit, evidence: number): Set<number> {
  const found = new Set<number>();
  for (const [group, weight] of h.matched ?? h.covers) if (weight >= evidence) found.add(group);
  return found;
}

/** Whether the best passage misses most of what the question names and its document hardly covers the question. */
function thingsMissing(terms: QueryTerm[], hits: PassageHit[]): boolean {
  const best = hits[0];
  const idf = best.idf ?? new Map<number, number>();
  const total = [...idf.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return false;
  const has = strongly(best, RELEVANCE.nominalEvidence);
  const missing = terms
    .filter((t) => t.nominal && !has.has(t.group))
    .reduce((sum, t) => sum + (idf.get(t.group) ?? 0), 0);
  if (missing / total < RELEVANCE.missingShare) return false;
  const inDocument = new Map<number, number>();
  for (const h of hits)
    if (h.documentPublicId === best.documentPublicId)
      for (const [g, w] of h.matched ?? h.covers) inDocument.set(g, Math.max(inDocument.get(g) ?? 0, w));
  const covered = [...inDocument].reduce((sum, [g, w]) => sum + w * (idf.get(g) ?? 0), 0);
  return covered / total < RELEVANCE.documentCover;
}

/** Whether anything visible is about the question: the best passage covers enough, and what it names is there. */
export function aboutQuestion(terms: QueryTerm[], hits: PassageHit[]): boolean {
  const best = hits[0];
  if (!best || best.coverage < RELEVANCE.minCoverage) return false;
  if (best.coverage >= RELEVANCE.nominalOverride) return true;
  if (thingsMissing(terms, hits)) return false;
  const anywhere = new Set(hits.flatMap((h) => [...strongly(h, RELEVANCE.nominalEvidence)]));
  const named = new Set(
    hits
      .filter((h) => h.score >= best.score * RELEVANCE.elsewhereScore)
      .flatMap((h) => [...strongly(h, RELEVANCE.nominalEvidence)]),
  );
  const top = new Set(hits.slice(0, RELEVANCE.elsewhereTop).flatMap((h) => [...(h.matched ?? h.covers).keys()]));
  const things = terms.filter((t) => t.nominal && (!RELEVANCE.knownOnly || t.known));
  if (RELEVANCE.missingNominal && things.some((t) => !anywhere.has(t.group))) return false;
  const docShare = best.docShare ?? new Map<number, number>();
  const specific = things.filter((t) => (docShare.get(t.group) ?? 0) <= RELEVANCE.genericShare);
  return !RELEVANCE.elsewhere || specific.every((t) => !named.has(t.group) || top.has(t.group));
}
