/**
 * The answer a person reads when no model is configured: from each cited passage, the one to three sentences that
 * answer the question (extractive) and the question's words in them (rag-disagreement.rules.ts: the figures on
 * which two sources disagree).
 * Pure functions (no database), so that the chat and the evaluation's fact recall measure the same thing.
 */
import { fold } from './rag-text.rules.ts';
import type { PassageHit } from './rag-search.service.ts';
import type { QueryTerm } from './rag-terms.service.ts';

/** A character range [start, end) of a sentence: a word the question asked about. */
export type Range = [number, number];

export interface AnswerSentence {
  text: string;
  highlights: Range[];
}

export interface PassageAnswer {
  passageId: number;
  sentences: AnswerSentence[];
}

const MAX_SENTENCES = 3;
/** A further sentence is kept when it scores at least this share of the best one. */
const RELATIVE_SCORE = 0.6;
/** Without any matched word, the passage's first sentences, up to about this many characters. */
const LEAD_CHARS = 280;
/** Stems shorter than this match only whole ('dia' is not a prefix of 'diario'). */
const PREFIX_MIN = 5;

/**
 * Words that carry no subject: articles, prepositions, pronouns, common verbs, and the words that shape a question
 * ("¿cuántos… puedo…?"). Folded (no accents).
 */
const STOP = new Set(
  (
    'a al ante bajo con contra de del desde durante en entre hacia hasta mediante para por segun sin so sobre tras ' +
    'el la lo los las un una uno unos unas y e o u ni que se su sus mi mis tu tus me te le les nos os yo usted ' +
    'ustedes ella ellas ellos este esta esto estos estas ese esa eso esos esas aquel aquella mas menos muy ya no si ' +
    'tambien pero porque aunque como cuando donde cual cuales quien quienes cuanto cuanta cuantos cuantas ' +
    'es son ser sea sean fue era estar esta estan estoy hay ha han he has haber tiene tienen tengo tener ' +
    'puedo puede pueden podemos podria debo debe deben debemos deberia hacer hago hace necesito necesita quiero ' +
    'quisiera saber sabe existe existen algun alguna alguno algunos cosa cosas favor hola gracias dime decir ' +
    'informacion acerca respecto caso manera forma exactamente aplica aplican corresponde corresponden todo toda ' +
    'todos todas cada otro otra otros otras mismo misma'
  ).split(' '),
);

/** Questions that ask for a figure: the sentence holding a number, date or code answers them. */
const ASKS_FIGURE =
  /\b(cuant[oa]s?|cuando|plazo|plazos|monto|montos|importe|porcentaje|tope|limite|maximo|minimo|fecha|fechas|hora|horas|horario|codigo|numero|precio|costo|tarifa|frecuencia)\b/;

export const NUMBER_WORDS: Record<string, number> = {
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
  cuarenta: 40,
  cuarentaiocho: 48,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
  cien: 100,
  ciento: 100,
  mil: 1000,
};
const MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(' ');
/** A digit, a number word, a month or a code such as 'FIN-03' or 'TI2': what a figure question wants. */
const FIGURE = new RegExp(
  `\\d|\\b(${[...Object.keys(NUMBER_WORDS).filter((w) => w !== 'una' && w !== 'uno'), ...MONTHS].join('|')})\\b`,
);

/** A light Spanish stem: plural and the commonest verb or gender endings off, so that 'reembolsar' meets 'reembolso'. */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length > 4 && w.endsWith('es')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  for (const end of [
    'iendo',
    'ando',
    'amos',
    'emos',
    'imos',
    'ado',
    'ido',
    'ada',
    'ida',
    'ar',
    'er',
    'ir',
    'an',
    'en',
  ]) {
    if (w.endsWith(end) && w.length - end.length >= 4) {
      w = w.slice(0, -end.length);
      break;
    }
  }
  if (w.length > 4 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Two stems name the same thing: equal, or one (long enough) begins the other ('anticip' ↔ 'anticipacion'). */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= PREFIX_MIN && long.startsWith(short);
}

export interface Token {
  start: number;
  end: number;
  folded: string;
  stem: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const folded = fold(m[0]);
    out.push({ start: m.index, end: m.index + m[0].length, folded, stem: stem(folded) });
  }
  return out;
}

export const isContent = (t: Token) => !STOP.has(t.folded) && (t.folded.length > 2 || /\d/.test(t.folded));

/** The question's subject words, stemmed, once each. */
export function questionStems(question: string): string[] {
  return [
    ...new Set(
      tokens(question)
        .filter(isContent)
        .map((t) => t.stem),
    ),
  ];
}

const ABBREVIATIONS = /\b(sr|sra|srta|dr|dra|ing|lic|art|arts|num|nro|pag|aprox|ej|etc|ud|uds|av|jr|mz|lt|inc)\.$/i;

/**
 * A passage's sentences in order: each list item (a line starting '- ', '* ' or '1. ') whole, other lines cut at
 * a sentence end followed by a capital or an opening sign (so '1.500' or 'S/. 120' are not cut), abbreviations kept.
 */
export function splitSentences(body: string): string[] {
  const out: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (/^([-*•]|\d{1,2}[.)])\s+/.test(line)) {
      out.push(line);
      continue;
    }
    let start = 0;
    for (const m of line.matchAll(/[.!?…]+["»”)]?\s+(?=[¿¡"«(A-ZÁÉÍÓÚÑ])/g)) {
      const end = m.index + m[0].length;
      const piece = line.slice(start, end).trim();
      if (ABBREVIATIONS.test(line.slice(start, m.index + 1).trim())) continue;
      if (piece) out.push(piece);
      start = end;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

interface Scored {
  index: number;
  text: string;
  score: number;
  groups: Map<number, number>;
  highlights: Range[];
}

/** Which of the question's groups a text matches (each with the strength of its best word there), and where. */
interface Match {
  groups: Map<number, number>;
  highlights: Range[];
}
type Matcher = (text: string) => Match;

/**
 * The retrieval's wording of the question (rag-terms.service.ts): its terms, the question's own words and their
 * lexicon, morphology and thesaurus alternatives, and the database's Spanish stem of each word of the cited
 * passages. With it a sentence is matched as the ranking matched its passage, so that an everyday question ('la
 * compu') is answered by the sentence naming its policy word ('computadora'), marked.
 */
export interface AnswerWording {
  terms: readonly QueryTerm[];
  lexemeOf: ReadonlyMap<string, string>;
}

/** Weaker alternatives (a learned word, a distant synonym) neither pick a sentence nor are marked. */
const MIN_TERM_WEIGHT = 0.5;
/**
 * Marked: the question's words, their forms and the lexicon's expressions; not a thesaurus synonym (at most 0.5),
 * whose senses may be another word's ('menores' for 'máximo').
 */
const MARK_WEIGHT = 0.6;
/** A longer word that a question's stem begins counts this much (as in the ranking). */
const PREFIX_WEIGHT = 0.7;
/** One word of a several-word alternative without the others in the sentence. */
const PHRASE_PART = 0.5;

/** Matching by the question's light stems alone, when no wording is given. */
function stemMatcher(question: string): Matcher {
  const stems = questionStems(question);
  return (text) => {
    const groups = new Map<number, number>();
    const highlights: Range[] = [];
    for (const t of tokens(text)) {
      if (!isContent(t)) continue;
      const g = stems.findIndex((s) => stemsMatch(s, t.stem));
      if (g < 0) continue;
      groups.set(g, 1);
      highlights.push([t.start, t.end]);
    }
    return { groups, highlights };
  };
}

/** Matching by the retrieval's terms over the words' database stems. */
function termMatcher(wording: AnswerWording): Matcher {
  const terms = wording.terms.filter((t) => t.weight >= MIN_TERM_WEIGHT);
  return (text) => {
    const words = tokens(text).map((t) => ({ ...t, lexeme: wording.lexemeOf.get(t.folded) }));
    // A several-word alternative is whole where its words stand together, stop words aside ('caja menor', not
    // 'caja chica cubre gastos menores').
    const sequence = ` ${words.flatMap((w) => (w.lexeme ? [w.lexeme] : [])).join(' ')} `;
    const phraseWhole = (t: QueryTerm) => {
      const own = wording.terms.filter((o) => o.phrase?.id === t.phrase?.id && o.group === t.group);
      return sequence.includes(` ${own.map((o) => o.lexeme).join(' ')} `);
    };
    const groups = new Map<number, number>();
    const highlights: Range[] = [];
    for (const w of words) {
      if (!w.lexeme) continue;
      const lexeme = w.lexeme;
      let best: { group: number; weight: number } | null = null;
      for (const t of terms) {
        const exact = t.lexeme === lexeme;
        if (!exact && !(t.prefix && lexeme.startsWith(t.lexeme))) continue;
        let weight = t.weight * (exact ? 1 : PREFIX_WEIGHT);
        if (t.phrase && !phraseWhole(t)) weight *= PHRASE_PART;
        if (!best || weight > best.weight) best = { group: t.group, weight };
      }
      if (!best || best.weight < MIN_TERM_WEIGHT * PHRASE_PART) continue;
      groups.set(best.group, Math.max(groups.get(best.group) ?? 0, best.weight));
      if (best.weight >= MARK_WEIGHT) highlights.push([w.start, w.end]);
    }
    return { groups, highlights };
  };
}

/**
 * One matcher per wording, remembering each sentence's match: choosing the section, picking its sentences and
 * comparing figures read the same sentences again.
 */
const matchers = new WeakMap<AnswerWording, Matcher>();
export function matcherFor(question: string, wording?: AnswerWording): Matcher {
  if (!wording) return stemMatcher(question);
  const known = matchers.get(wording);
  if (known) return known;
  const match = termMatcher(wording);
  const seen = new Map<string, Match>();
  const remembered: Matcher = (text) => {
    let m = seen.get(text);
    if (!m) seen.set(text, (m = match(text)));
    return m;
  };
  matchers.set(wording, remembered);
  return remembered;
}

/**
 * Weight of each question group: rarer among the cited passages' sentences is more telling (a local idf), so that
 * the sentence holding 'anticipación' beats the one that only repeats 'vacaciones'.
 */
function groupWeights(match: Matcher, sentences: string[][]): Map<number, number> {
  const all = sentences.flat();
  const n = all.length || 1;
  const df = new Map<number, number>();
  for (const s of all) for (const g of match(s).groups.keys()) df.set(g, (df.get(g) ?? 0) + 1);
  return new Map([...df].map(([g, d]) => [g, Math.log(1 + (n + 0.5) / (d + 0.5))]));
}

function pick(sentences: string[], match: Matcher, weights: Map<number, number>, wantsFigure: boolean): Scored[] {
  const scored: Scored[] = sentences.map((text, index) => {
    const { groups, highlights } = match(text);
    let score = [...groups].reduce((sum, [g, w]) => sum + (weights.get(g) ?? 0) * w, 0);
    if (score > 0 && wantsFigure && FIGURE.test(fold(text))) score *= 1.6;
    return { index, text, score, groups, highlights };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const top = best[0];
  if (!top) return [];
  if (top.score === 0) {
    // Nothing of the question in the text (it matched the title or a synonym): the passage's opening.
    const lead: Scored[] = [];
    let size = 0;
    for (const s of scored) {
      if (lead.length > 0 && (size + s.text.length > LEAD_CHARS || lead.length === MAX_SENTENCES)) break;
      lead.push(s);
      size += s.text.length;
    }
    return lead;
  }
  const chosen = [top];
  const covered = new Set(top.groups.keys());
  for (const s of best.slice(1)) {
    if (chosen.length === MAX_SENTENCES) break;
    if (s.score < top.score * RELATIVE_SCORE) break;
    const addsWords = [...s.groups.keys()].some((g) => !covered.has(g));
    if (!addsWords && s.score < top.score * 0.9) continue;
    chosen.push(s);
    for (const g of s.groups.keys()) covered.add(g);
  }
  // A sentence that introduces a list ('Los requisitos son:') is answered by the items after it.
  const intro = chosen.find((s) => /:\s*$/.test(s.text));
  if (intro) {
    for (let i = intro.index + 1; i < scored.length && chosen.length < MAX_SENTENCES; i++) {
      if (!chosen.includes(scored[i])) chosen.push(scored[i]);
    }
  }
  return chosen.sort((a, b) => a.index - b.index);
}

/**
 * Per cited passage, its 1–3 answering sentences with the question's words as ranges, in the text's order;
 * matched through the retrieval's wording when given (the chat, the evaluation), by light stems otherwise.
 */
export function answerParts(question: string, sources: PassageHit[], wording?: AnswerWording): PassageAnswer[] {
  const match = matcherFor(question, wording);
  const split = sources.map((s) => splitSentences(s.body));
  const weights = groupWeights(match, split);
  const wantsFigure = ASKS_FIGURE.test(fold(question));
  return sources.map((s, i) => ({
    passageId: s.passageId,
    sentences: pick(split[i], match, weights, wantsFigure).map((c) => ({ text: c.text, highlights: c.highlights })),
  }));
}

/**
 * Another passage of a cited document is read for the answer when it ranked at least this share of the cited one:
 * the ranking's best passage may owe its place to a heading ('Límites' for a question about a maximum) while the
 * sentence with the figure sits in the section before.
 */
const SAME_DOCUMENT_SHARE = 0.5;

/** Per source, its own passage first, then the same document's candidates ranked close to it. */
export function passagePool(sources: PassageHit[], candidates: PassageHit[]): PassageHit[][] {
  return sources.map((s) => [
    s,
    ...candidates.filter(
      (c) =>
        c.documentPublicId === s.documentPublicId &&
        c.passageId !== s.passageId &&
        c.score >= s.score * SAME_DOCUMENT_SHARE,
    ),
  ]);
}

/**
 * Per source, the passage of its document whose best sentence answers the question best (the ranking's own
 * passage unless another one's sentence scores strictly higher): what the reader is shown and the model is given.
 * The words the document's title already names do not choose between its passages (every one of them is about
 * the title's 'mesa de ayuda'; the one with its phone extension answers).
 */
export function answeringPassages(question: string, pools: PassageHit[][], wording?: AnswerWording): PassageHit[] {
  const match = matcherFor(question, wording);
  const split = pools.map((pool) => pool.map((p) => splitSentences(p.body)));
  const weights = groupWeights(match, split.flat());
  const wantsFigure = ASKS_FIGURE.test(fold(question));
  return pools.map((pool, i) => {
    if (pool.length === 1) return pool[0];
    const named = match(pool[0].title).groups;
    const rest = new Map([...weights].map(([g, w]) => [g, named.has(g) ? 0 : w]));
    const choosing = [...rest.values()].some((w) => w > 0) ? rest : weights;
    let best = pool[0];
    let bestScore = -1;
    pool.forEach((passage, j) => {
      const top = Math.max(0, ...pick(split[i][j], match, choosing, wantsFigure).map((c) => c.score));
      if (top > bestScore) [best, bestScore] = [passage, top];
    });
    return best;
  });
}

/** Per cited passage, the 1–3 sentences that answer the question (extractive), in the text's order. */
export function answerSentences(
  question: string,
  sources: PassageHit[],
  wording?: AnswerWording,
): { passageId: number; sentences: string[] }[] {
  return answerParts(question, sources, wording).map((a) => ({
    passageId: a.passageId,
    sentences: a.sentences.map((s) => s.text),
  }));
}
