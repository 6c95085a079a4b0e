import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** A synonym's stem and how strongly the thesaurus joins it to the word (senses and reverse entries sharing it). */
export interface Synonym {
  stem: string;
  strength: number;
}

let table: Map<string, Synonym[]> | undefined;

/**
 * The shipped Spanish thesaurus (data/thesaurus-es.tsv.gz, built by scripts/build-rag-thesaurus.ts from LibreOffice's
 * th_es_ANY_v2, LGPL-2.1), keyed by snowball stem. Read once, on the first question.
 */
function load(): Map<string, Synonym[]> {
  if (table) return table;
  const text = gunzipSync(readFileSync(new URL('./data/thesaurus-es.tsv.gz', import.meta.url))).toString('utf8');
  const map = new Map<string, Synonym[]>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    map.set(
      line.slice(0, tab),
      line
        .slice(tab + 1)
        .split(' ')
        .map((pair) => {
          const [stem, n] = pair.split(':');
          return { stem, strength: Number(n) || 1 };
        }),
    );
  }
  table = map;
  return map;
}

/**
 * Spelling alternations of Spanish verb stems ('choqué' → 'choqu' for 'chocar' → 'choc'; 'llegué', 'empiezo',
 * 'escojo'), so that a conjugated form finds its infinitive's entry.
 */
const ALTERNATIONS: [RegExp, string][] = [
  [/qu$/, 'c'],
  [/gu$/, 'g'],
  [/c$/, 'z'],
  [/z$/, 'c'],
  [/j$/, 'g'],
];

export function synonymsOf(stem: string): readonly Synonym[] {
  const map = load();
  const own = map.get(stem);
  if (own) return own;
  for (const [from, to] of ALTERNATIONS) {
    const other = from.test(stem) ? map.get(stem.replace(from, to)) : undefined;
    if (other) return other;
  }
  return [];
}
