/**
 * Where two sources disagree on a figure (the same thing, two values), for the answer to say so with both.
 * Pure functions, as the answer's sentences (rag-answer.rules.ts) whose words and matching they share.
 */
import {
  isContent,
  matcherFor,
  NUMBER_WORDS,
  splitSentences,
  stemsMatch,
  tokens,
  type AnswerWording,
} from './rag-answer.rules.ts';
import type { PassageHit } from './rag-search.service.ts';

/** A figure in a sentence: its unit ('S/', '%', 'días'…), its value, its text and the words around it. */
export interface Figure {
  unit: string;
  value: number;
  text: string;
  context: string[];
}

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const UNIT_WORDS: [RegExp, string][] = [
  [/^(soles?|nuevos soles)$/, 'S/'],
  [/^(dolares?)$/, 'US$'],
  [/^dias?$/, 'días'],
  [/^horas?$/, 'horas'],
  [/^(meses|mes)$/, 'meses'],
  [/^(anos?)$/, 'años'],
  [/^semanas?$/, 'semanas'],
  [/^minutos?$/, 'minutos'],
  [/^(km|kilometros?)$/, 'km'],
  [/^(noches?)$/, 'noches'],
];

function amountValue(s: string): number {
  const compact = s.replace(/[ .](?=\d{3}\b)/g, '').replace(',', '.');
  return Number(compact);
}

/** Words that name a figure's kind rather than its subject, left out of its context. */
const FIGURE_WORDS = new Set([...Object.keys(NUMBER_WORDS), 'soles', 'sol', 'dolares', 'habiles', 'calendario']);

/** The figures of a sentence: amounts in soles or dollars, percentages, and counts of days, hours, months… */
export function figuresOf(text: string): Figure[] {
  const toks = tokens(text);
  const found: { unit: string; value: number; start: number; end: number }[] = [];
  const currency = new RegExp(String.raw`(S\/\.?|US\$|USD|PEN|\$)\s?(${AMOUNT})`, 'g');
  for (const m of text.matchAll(currency)) {
    const unit = /^(S\/|PEN)/.test(m[1]) ? 'S/' : 'US$';
    found.push({ unit, value: amountValue(m[2]), start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(new RegExp(String.raw`(${AMOUNT})\s?%`, 'g'))) {
    found.push({ unit: '%', value: amountValue(m[1]), start: m.index, end: m.index + m[0].length });
  }
  // A number (in digits or words) followed by a unit word: 'quince días', '3 días hábiles', '120 soles'.
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const value = /^\d+$/.test(t.folded) ? Number(t.folded) : NUMBER_WORDS[t.folded];
    if (value === undefined) continue;
    if (found.some((f) => t.start >= f.start && t.start < f.end)) continue;
    const unit = UNIT_WORDS.find(([re]) => re.test(toks[i + 1].folded))?.[1];
    if (!unit) continue;
    found.push({ unit, value, start: t.start, end: toks[i + 1].end });
  }
  return found.map((f) => {
    const near = toks.filter((t) => t.end <= f.start || t.start >= f.end);
    const before = near.filter((t) => t.end <= f.start).slice(-8);
    const after = near.filter((t) => t.start >= f.end).slice(0, 8);
    const context = [...before, ...after]
      .filter((t) => isContent(t) && !FIGURE_WORDS.has(t.folded) && !/^\d/.test(t.folded))
      .filter((t) => !UNIT_WORDS.some(([re]) => re.test(t.folded)))
      .map((t) => t.stem);
    return { unit: f.unit, value: f.value, text: text.slice(f.start, f.end), context: [...new Set(context)] };
  });
}

const shared = (a: string[], b: string[]) => a.filter((x) => b.some((y) => stemsMatch(x, y))).length;

/** Two sources' figures on the same thing: same unit, different value, and at least this many words around them alike. */
const MIN_SHARED_CONTEXT = 2;

export interface FigureClaim {
  /** Index of the source in the list given. */
  source: number;
  sentence: string;
  figure: string;
}

/**
 * Where two sources (of different documents) give different figures for the same thing: the same unit and
 * overlapping words around the figure, and neither source also states the other's figure. Only the sentences
 * about the question are compared, one disagreement per pair of documents, the closest.
 */
export function disagreements(
  question: string,
  sources: PassageHit[],
  wording?: AnswerWording,
): [FigureClaim, FigureClaim][] {
  const match = matcherFor(question, wording);
  const claims = sources.map((s, source) =>
    splitSentences(s.body)
      .filter((sentence) => match(sentence).groups.size > 0)
      .flatMap((sentence) => figuresOf(sentence).map((f) => ({ source, sentence, f }))),
  );
  const out: [FigureClaim, FigureClaim][] = [];
  for (let i = 0; i < sources.length; i++) {
    for (let j = i + 1; j < sources.length; j++) {
      if (sources[i].documentPublicId === sources[j].documentPublicId) continue;
      let best: { a: (typeof claims)[number][number]; b: (typeof claims)[number][number]; n: number } | null = null;
      for (const a of claims[i]) {
        for (const b of claims[j]) {
          if (a.f.unit !== b.f.unit || a.f.value === b.f.value) continue;
          const n = shared(a.f.context, b.f.context);
          if (n < MIN_SHARED_CONTEXT || (best && best.n >= n)) continue;
          const statesOther = (list: (typeof a)[], v: number) =>
            list.some((c) => c.f.unit === a.f.unit && c.f.value === v && shared(c.f.context, a.f.context) > 0);
          if (statesOther(claims[j], a.f.value) || statesOther(claims[i], b.f.value)) continue;
          best = { a, b, n };
        }
      }
      if (best) {
        out.push([
          { source: i, sentence: best.a.sentence, figure: best.a.f.text },
          { source: j, sentence: best.b.sentence, figure: best.b.f.text },
        ]);
      }
    }
  }
  return out;
}
