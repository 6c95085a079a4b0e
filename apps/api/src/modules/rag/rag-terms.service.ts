import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lexiconGroups, lexiconMatches, type Token } from './rag-lexicon.service.ts';
import { derivationRoot, diminutiveBases, nominalWords, numberVariants } from './rag-morphology.rules.ts';
import { fold } from './rag-text.rules.ts';
import { synonymsOf } from './rag-thesaurus.service.ts';

/**
 * Words that shape a question but say nothing about its subject ("¿cómo puedo saber cuántos…?"); PostgreSQL's
 * Spanish stop list already drops articles, pronouns and the forms of ser/estar/haber/tener.
 */
const QUESTION_WORDS = new Set(
  (
    'que cual cuales cuanto cuantos cuanta cuantas como donde adonde cuando quien quienes porque puedo puede ' +
    'pueden podemos podria debo debe deben debemos deberia tengo tienen hay hacer hago hace necesito necesita ' +
    'quiero quisiera saber se sabe existe existen alguna algun alguno algunos cosa cosas favor hola gracias dime ' +
    'decir informacion sobre acerca respecto segun caso manera forma exactamente aplica aplican ' +
    'alguien algo nadie nada ' +
    'corresponde corresponden corresponda correspondan corresponderia corresponderian'
  ).split(' '),
);

/** Stems this long also match the index's longer stems they begin (see rag-search.service.ts). */
const PREFIX_MIN = 4;
/** A synonym counts at most this much of the word it stands for; weaker links count less. */
const SYNONYM_WEIGHT = 0.5;
const MAX_SYNONYMS_PER_WORD = 6;
/**
 * Stems shorter than this are not looked up in the thesaurus: a clipping ('cel' for 'celular') would find another
 * word's senses there ('celada').
 */
const THESAURUS_MIN = 4;
const thesaurusOf = (stem: string) => (stem.length >= THESAURUS_MIN ? synonymsOf(stem) : []);

export interface QueryTerm {
  group: number;
  lexeme: string;
  weight: number;
  /** Also matches longer lexemes starting with it. */
  prefix: boolean;
  /** The question's own word names a thing (after an article or a preposition): what the question is about. */
  nominal?: boolean;
  /**
   * The question's own word is a known word of the language (the thesaurus has it): a thing the documents could
   * have named. A clipping, a slang word or a typo it does not know proves nothing by its absence.
   */
  known?: boolean;
  /** Part of a several-word alternative ('ropa de trabajo'): full weight only where all its words occur. */
  phrase?: { id: number; size: number };
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The mechanisms that bring a question's everyday wording to the documents', each measured by the evaluation
 * (`RAG_EVAL_OFF=lexicon,morphology,thesaurus` turns them off there to show what each one adds).
 */
export const WORDING = { lexicon: true, morphology: true, thesaurus: true };

/** Up to this many words without a question mark are read as keywords. */
const KEYWORDS_MAX = 6;
/** A hand-written lexicon's expression counts this much of the words it stands for. */
const LEXICON_WEIGHT = 0.8;
/** The word a diminutive comes from ('semanita' → 'semana'), nearly the word itself. */
const DIMINUTIVE_WEIGHT = 0.9;
/** The verb root of a derived noun ('solicitud' → 'solicit-'), matched as a prefix: the same root, nearly the word. */
const DERIVATION_WEIGHT = 0.8;

/**
 * The question's terms: each content word stemmed by PostgreSQL's Spanish snowball (the index's stemmer) is a
 * group, with weaker alternatives: the words a diminutive comes from, the verb root of a derived noun, the
 * everyday lexicon's expressions (over several words, both ways) and the thesaurus' synonyms. `extra` (a model's
 * rewording) adds words as groups of their own at synonym weight. One statement (and one per process for the
 * lexicon's stems).
 */
export async function questionTerms(db: DbOrTx, question: string, extra: string[] = []): Promise<QueryTerm[]> {
  const tokens = (fold(question).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 60);
  const extraWords = extra.flatMap((e) => fold(e).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !QUESTION_WORDS.has(w));
  // Each token, its other number and the words its diminutive may come from, then the extra words (token -1).
  const items: { t: number; w: string; dim: boolean }[] = [];
  tokens.forEach((w, t) => {
    items.push({ t, w, dim: false });
    if (!WORDING.morphology) return;
    for (const v of numberVariants(w)) items.push({ t, w: v, dim: true });
    for (const b of diminutiveBases(w)) items.push({ t, w: b, dim: true });
  });
  for (const w of extraWords.slice(0, 20)) items.push({ t: -1, w, dim: false });
  if (items.length === 0) return [];
  const [res, lexicon] = await Promise.all([
    db.execute(
      sql`select t.i::int as i, l.lexeme from json_array_elements_text(${JSON.stringify(items.map((x) => x.w))}::json)
          with ordinality as t(w, i) cross join lateral unnest(to_tsvector('spanish', t.w)) as l order by t.i`,
    ),
    WORDING.lexicon ? lexiconGroups(db) : Promise.resolve([]),
  ]);
  const own = new Map<number, string>(); // token → its stem (none for a stop word)
  const dims = new Map<number, string[]>(); // token → stems of the words its diminutive may come from
  const extraStems: string[] = [];
  for (const { i, lexeme } of rowsOf<{ i: number; lexeme: string }>(res)) {
    const item = items[i - 1];
    if (item.t < 0) extraStems.push(lexeme);
    else if (item.dim) dims.set(item.t, [...(dims.get(item.t) ?? []), lexeme]);
    else own.set(item.t, lexeme);
  }

  const terms: QueryTerm[] = [];
  const groupOf = new Map<number, number>(); // token → group
  const groupByStem = new Map<string, number>();
  const inGroup = new Map<number, Set<string>>();
  const add = (group: number, lexeme: string, weight: number, prefix: boolean, phrase?: QueryTerm['phrase']) => {
    const have = inGroup.get(group) ?? new Set<string>();
    inGroup.set(group, have);
    const key = phrase ? `${lexeme} ${phrase.id}` : lexeme;
    if (have.has(key)) return;
    have.add(key);
    terms.push(phrase ? { group, lexeme, weight, prefix, phrase } : { group, lexeme, weight, prefix });
  };
  let group = 0;
  let content = 0;
  // A few words typed without a question ('Bandas salariales') are all the subject.
  const nominal = nominalWords(tokens, !/[¿?]/.test(question) && tokens.length <= KEYWORDS_MAX);
  tokens.forEach((w, t) => {
    const lexeme = own.get(t);
    if (!lexeme || QUESTION_WORDS.has(w) || content >= 40) return;
    content++;
    const known = groupByStem.get(lexeme);
    if (known !== undefined) {
      groupOf.set(t, known);
      return;
    }
    const g = group++;
    groupOf.set(t, g);
    groupByStem.set(lexeme, g);
    add(g, lexeme, 1, lexeme.length >= PREFIX_MIN);
    if (nominal[t]) terms[terms.length - 1].nominal = true;
    if (synonymsOf(lexeme).length > 0) terms[terms.length - 1].known = true;
    for (const d of dims.get(t) ?? []) if (d !== lexeme) add(g, d, DIMINUTIVE_WEIGHT, d.length >= PREFIX_MIN);
    const root = WORDING.morphology ? derivationRoot(lexeme) : null;
    if (root) add(g, root, DERIVATION_WEIGHT, true);
  });

  if (WORDING.lexicon) {
    const keyed: Token[] = tokens.map((w, t) => ({ keys: new Set([own.get(t) ?? w, ...(dims.get(t) ?? [])]) }));
    let phrases = 0;
    for (const m of lexiconMatches(lexicon, keyed)) {
      const groups = new Set(m.tokens.map((t) => groupOf.get(t)).filter((g): g is number => g !== undefined));
      for (const g of groups)
        for (const alt of m.alternatives) {
          const stems = [...new Set(alt)];
          const phrase = stems.length > 1 ? { id: ++phrases, size: stems.length } : undefined;
          for (const stem of stems) add(g, stem, LEXICON_WEIGHT, false, phrase);
        }
    }
  }

  if (WORDING.thesaurus)
    for (const [lexeme, g] of groupByStem) {
      const synonyms = thesaurusOf(lexeme).slice(0, MAX_SYNONYMS_PER_WORD);
      const strongest = Math.max(1, ...synonyms.map((s) => s.strength));
      for (const s of synonyms) add(g, s.stem, SYNONYM_WEIGHT * (0.5 + (0.5 * s.strength) / strongest), false);
    }

  for (const lexeme of extraStems) {
    if (groupByStem.has(lexeme)) continue;
    const g = group++;
    groupByStem.set(lexeme, g);
    add(g, lexeme, SYNONYM_WEIGHT, false);
  }
  return terms;
}
