/**
 * The answer a person reads when no model is configured: from each cited passage, the one to three sentences that
 * answer the question (extractive), the question's words in them, and the figures on which two sources disagree.
 * Pure functions (no database), so that the chat and the evaluation's fact recall measure the same thing.
 */
import { fold } from './rag-text.rules.ts';
import type { PassageHit } from './rag-search.service.ts';

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

const NUMBER_WORDS: Record<string, number> = {
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

interface Token {
  start: number;
  end: number;
  folded: string;
  stem: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const folded = fold(m[0]);
    out.push({ start: m.index, end: m.index + m[0].length, folded, stem: stem(folded) });
  }
  return out;
}

const isContent = (t: Token) => !STOP.has(t.folded) && (t.folded.length > 2 || /\d/.test(t.folded));

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
  groups: Set<number>;
  highlights: Range[];
}

/** Which of the question's stems each word of a sentence matches, and where. */
function matchSentence(text: string, stems: string[]): { groups: Set<number>; highlights: Range[] } {
  const groups = new Set<number>();
  const highlights: Range[] = [];
  for (const t of tokens(text)) {
    if (!isContent(t)) continue;
    const g = stems.findIndex((s) => stemsMatch(s, t.stem));
    if (g < 0) continue;
    groups.add(g);
    highlights.push([t.start, t.end]);
  }
  return { groups, highlights };
}

/** The question's words in a text, as character ranges: what the reader's eye looks for. */
export function highlightRanges(question: string, text: string): Range[] {
  return matchSentence(text, questionStems(question)).highlights;
}

/**
 * Weight of each question stem: rarer among the cited passages' sentences is more telling (a local idf), so that
 * the sentence holding 'anticipación' beats the one that only repeats 'vacaciones'.
 */
function stemWeights(stems: string[], sentences: string[][]): number[] {
  const all = sentences.flat();
  const n = all.length || 1;
  const matched = all.map((s) => matchSentence(s, stems).groups);
  return stems.map((_, g) => {
    const df = matched.filter((m) => m.has(g)).length;
    return Math.log(1 + (n + 0.5) / (df + 0.5));
  });
}

function pick(sentences: string[], stems: string[], weights: number[], wantsFigure: boolean): Scored[] {
  const scored: Scored[] = sentences.map((text, index) => {
    const { groups, highlights } = matchSentence(text, stems);
    let score = [...groups].reduce((sum, g) => sum + weights[g], 0);
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
  const covered = new Set(top.groups);
  for (const s of best.slice(1)) {
    if (chosen.length === MAX_SENTENCES) break;
    if (s.score < top.score * RELATIVE_SCORE) break;
    const addsWords = [...s.groups].some((g) => !covered.has(g));
    if (!addsWords && s.score < top.score * 0.9) continue;
    chosen.push(s);
    for (const g of s.groups) covered.add(g);
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

/** Per cited passage, its 1–3 answering sentences with the question's words as ranges, in the text's order. */
export function answerParts(question: string, sources: PassageHit[]): PassageAnswer[] {
  const stems = questionStems(question);
  const split = sources.map((s) => splitSentences(s.body));
  const weights = stemWeights(stems, split);
  const wantsFigure = ASKS_FIGURE.test(fold(question));
  return sources.map((s, i) => ({
    passageId: s.passageId,
    sentences: pick(split[i], stems, weights, wantsFigure).map((c) => ({ text: c.text, highlights: c.highlights })),
  }));
}

/** Per cited passage, the 1–3 sentences that answer the question (extractive), in the text's order. */
export function answerSentences(question: string, sources: PassageHit[]): { passageId: number; sentences: string[] }[] {
  return answerParts(question, sources).map((a) => ({
    passageId: a.passageId,
    sentences: a.sentences.map((s) => s.text),
  }));
}

// ---- Disagreement ------------------------------------------------------------------------------------------

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
export function disagreements(question: string, sources: PassageHit[]): [FigureClaim, FigureClaim][] {
  const stems = questionStems(question);
  const claims = sources.map((s, source) =>
    splitSentences(s.body)
      .filter((sentence) => matchSentence(sentence, stems).groups.size > 0)
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
