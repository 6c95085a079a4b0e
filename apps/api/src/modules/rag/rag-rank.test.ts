import { describe, expect, it, onTestFinished } from 'vitest';
import { rankDocuments } from './rag-rank.rules.ts';
import { aboutQuestion, pickSources, RELEVANCE, type PassageHit, type QueryTerm } from './rag-search.service.ts';

// Document-level ranking, the sources quoted and the refusal, on hand-made candidates (no database): the
// figures a search would give, so that each rule is seen deciding.
let nextId = 1;
function hit(doc: string, score: number, matched: Record<number, number>, extra: Partial<PassageHit> = {}): PassageHit {
  const groups = Object.entries(matched).map(([g, w]) => [Number(g), w] as [number, number]);
  return {
    passageId: nextId++,
    documentPublicId: doc,
    title: doc,
    heading: '',
    body: '',
    score,
    coverage: 0.3,
    covers: new Map(groups.map(([g, w]) => [g, w / 4])),
    matched: new Map(groups),
    embedding: null,
    ...extra,
  };
}
const term = (group: number, lexeme: string, nominal = true): QueryTerm => ({
  group,
  lexeme,
  weight: 1,
  prefix: false,
  nominal,
  known: true,
});

describe('Chat IA: documents ranked as a whole', () => {
  it('puts a document whose several sections answer above one with a single slightly better passage', () => {
    const ranked = rankDocuments([
      hit('single', 5, { 0: 1, 1: 1 }),
      hit('spread', 4.8, { 0: 1, 1: 1 }),
      hit('spread', 4, { 0: 1 }),
      hit('spread', 3, { 1: 1 }),
    ]);
    expect(ranked.map((h) => h.documentPublicId).slice(0, 2)).toEqual(['spread', 'single']);
    // A document's first passage is its best one, and the sources quote it.
    expect(ranked[0].score).toBe(4.8);
    expect(pickSources(ranked).map((h) => h.documentPublicId)).toEqual(['spread', 'single']);
  });

  it('quotes a further document scoring nearly as high as the best even when it adds no new word', () => {
    const hits = [hit('a', 5, { 0: 1, 1: 1 }, { coverage: 0.5 }), hit('b', 4, { 0: 1 }, { coverage: 0.25 })];
    expect(pickSources(rankDocuments(hits)).map((h) => h.documentPublicId)).toEqual(['a', 'b']);
    const far = [hit('a', 5, { 0: 1, 1: 1 }, { coverage: 0.5 }), hit('b', 2, { 0: 1 }, { coverage: 0.25 })];
    expect(pickSources(rankDocuments(far)).map((h) => h.documentPublicId)).toEqual(['a']);
  });
});

describe('Chat IA: refusal of what the documents do not speak of', () => {
  const idf = new Map([
    [0, 3],
    [1, 1],
    [2, 1],
  ]);

  it('refuses when most of what the question names is missing from the best passage and its document', () => {
    // 'comedor' (group 0) carries most of the weight and no visible passage has it.
    const terms = [term(0, 'comedor'), term(1, 'horari', false), term(2, 'empres')];
    const hits = [hit('horario', 4, { 1: 1, 2: 1 }, { idf, docShare: new Map([[2, 0.2]]) })];
    expect(aboutQuestion(terms, hits)).toBe(false);
    // With the thing in the passage, it answers.
    const found = [hit('horario', 4, { 0: 1, 1: 1 }, { idf, docShare: new Map([[0, 0.1]]) })];
    expect(aboutQuestion(terms, found)).toBe(true);
  });

  it("does not count a word most documents use (the organisation's name) as a thing spoken of elsewhere", () => {
    // The 'elsewhere' rule is off by default (it refused answerable questions on sets written after it).
    RELEVANCE.elsewhere = true;
    onTestFinished(() => {
      RELEVANCE.elsewhere = false;
    });
    const terms = [term(0, 'carnet'), term(1, 'clinic'), term(2, 'perd', false)];
    const shares = (clinic: number) =>
      new Map([
        [0, 0.05],
        [1, clinic],
      ]);
    const weights = new Map([
      [0, 2],
      [1, 1],
      [2, 1],
    ]);
    const candidates = (clinic: number) => [
      hit('carnet', 4, { 0: 1, 2: 1 }, { idf: weights, docShare: shares(clinic) }),
      hit('a', 3, { 2: 1 }, { idf: weights, docShare: shares(clinic) }),
      hit('b', 3, { 2: 1 }, { idf: weights, docShare: shares(clinic) }),
      hit('c', 3, { 1: 1 }, { idf: weights, docShare: shares(clinic) }),
    ];
    expect(aboutQuestion(terms, candidates(0.9))).toBe(true);
    // The same word in a few documents only is a thing the documents speak of apart from the question.
    expect(aboutQuestion(terms, candidates(0.1))).toBe(false);
  });
});
