import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fold } from './rag-text.rules.ts';

/**
 * The hand-written everyday lexicon (data/lexicon-es.tsv): groups of interchangeable expressions, from how staff
 * talk ('la compu', 'me botaron del sistema', 'el fotocheck') to how policies are written. Each expression is kept
 * as its tokens' keys: the snowball stem of a content word, the word itself for a stop word ('del', 'no'), so
 * that 'me botaron del sistema' matches in order while 'sistema' alone does not.
 */
export interface LexiconExpression {
  keys: string[];
  /** The expression's content stems: what it adds to a question as alternatives. */
  stems: string[];
}

let loaded: Promise<LexiconExpression[][]> | undefined;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Each (folded) word's stem by the index's Spanish snowball, in one statement; a stop word has none. */
export async function stemWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(words)];
  if (unique.length === 0) return new Map();
  const res = await db.execute(
    sql`select t.w, (select min(l.lexeme) from unnest(to_tsvector('spanish', t.w)) as l) as lexeme
        from json_array_elements_text(${JSON.stringify(unique)}::json) as t(w)`,
  );
  const out = new Map<string, string>();
  for (const r of rowsOf<{ w: string; lexeme: string | null }>(res)) if (r.lexeme) out.set(r.w, r.lexeme);
  return out;
}

/** Lexicon groups, stemmed by the database's own Spanish stemmer once per process (one statement). */
export function lexiconGroups(db: DbOrTx): Promise<LexiconExpression[][]> {
  loaded ??= (async () => {
    const text = readFileSync(new URL('./data/lexicon-es.tsv', import.meta.url), 'utf8');
    const groups = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) =>
        l
          .split('|')
          .map((e) => fold(e).match(/[\p{L}\p{N}]+/gu) ?? [])
          .filter((e) => e.length > 0),
      );
    const stem = await stemWords(db, groups.flat(2));
    return groups.map((g) =>
      g.map((e) => ({
        keys: e.map((w) => stem.get(w) ?? w),
        stems: e.map((w) => stem.get(w)).filter((s): s is string => !!s),
      })),
    );
  })().catch((err) => {
    loaded = undefined;
    throw err;
  });
  return loaded;
}

/** A question token: its keys (own stem or word, plus the stems of the words a diminutive comes from). */
export interface Token {
  keys: Set<string>;
}

/** Words allowed between two of an expression's tokens ('me botaron otra vez del sistema'). */
const MAX_GAP = 2;

/** Where an expression occurs in the question, in order with small gaps: the matched tokens' positions. */
function match(tokens: Token[], keys: string[]): number[] | null {
  for (let start = 0; start < tokens.length; start++) {
    if (!tokens[start].keys.has(keys[0])) continue;
    const at = [start];
    let pos = start;
    for (const key of keys.slice(1)) {
      let found = -1;
      for (let j = pos + 1; j <= Math.min(tokens.length - 1, pos + 1 + MAX_GAP); j++)
        if (tokens[j].keys.has(key)) {
          found = j;
          break;
        }
      if (found < 0) break;
      at.push(found);
      pos = found;
    }
    if (at.length === keys.length) return at;
  }
  return null;
}

export interface LexiconMatch {
  /** Positions of the question's tokens the expression spans. */
  tokens: number[];
  /** The other expressions of its group, each as its content stems. */
  alternatives: string[][];
}

/**
 * The lexicon's expressions found in the question, longest first; a token spanned by a longer expression is not
 * matched again by a shorter one ('me botaron del sistema' is not also 'me botaron').
 */
export function lexiconMatches(groups: LexiconExpression[][], tokens: Token[]): LexiconMatch[] {
  const found: { tokens: number[]; size: number; alternatives: string[][] }[] = [];
  for (const group of groups)
    for (const expr of group) {
      const at = match(tokens, expr.keys);
      if (!at) continue;
      const alternatives = group.filter((e) => e !== expr && e.stems.length > 0).map((e) => e.stems);
      found.push({ tokens: at, size: expr.keys.length, alternatives });
    }
  found.sort((a, b) => b.size - a.size);
  const used = new Map<number, number>(); // token → size of the expression that took it
  const out: LexiconMatch[] = [];
  for (const f of found) {
    if (f.tokens.some((t) => (used.get(t) ?? 0) > f.size)) continue;
    for (const t of f.tokens) used.set(t, f.size);
    out.push({ tokens: f.tokens, alternatives: f.alternatives });
  }
  return out;
}
