// Builds src/modules/rag/data/thesaurus-es.tsv.gz, the synonym file the chat's retrieval ships, from the Spanish
// thesaurus of LibreOffice (th_es_ANY_v2 by Marcelo Garrone, LGPL-2.1) as Debian's `mythes-es` package installs it.
// Run once after `apt-get install mythes-es`: `npx tsx scripts/build-rag-thesaurus.ts [path/to/th_es_ES_v2.dat]`.
//
// Every word is accent-folded and stemmed with PostgreSQL's Spanish snowball stemmer (the one the index uses), so
// the file maps a stem to the stems of its synonyms, each with a strength: how many of the thesaurus' senses and
// reverse entries join the two words. Only one-word entries are kept, and at most MAX_SYNONYMS per stem.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { fold } from '../src/modules/rag/rag-text.rules.ts';

const SOURCE = process.argv[2] ?? '/usr/share/mythes/th_es_ES_v2.dat';
const OUT = new URL('../src/modules/rag/data/thesaurus-es.tsv.gz', import.meta.url).pathname;
const MAX_SYNONYMS = 8;

const raw = readFileSync(SOURCE).toString('latin1').split('\n');
const oneWord = (w: string) => {
  const clean = fold(w.replace(/\([^)]*\)/g, '').trim());
  return /^[a-zñü]+$/.test(clean) && clean.length > 2 ? clean : null;
};

// word → synonym → strength
const links = new Map<string, Map<string, number>>();
const link = (a: string, b: string) => {
  if (a === b) return;
  const m = links.get(a) ?? new Map<string, number>();
  m.set(b, (m.get(b) ?? 0) + 1);
  links.set(a, m);
};
for (let i = 1; i < raw.length; i++) {
  const head = /^([^|]+)\|(\d+)$/.exec(raw[i]);
  if (!head) continue;
  const senses = Number(head[2]);
  const word = oneWord(head[1]);
  for (let s = 1; s <= senses && i + s < raw.length; s++) {
    if (!word) continue;
    for (const syn of raw[i + s].split('|').slice(1)) {
      const other = oneWord(syn);
      if (!other) continue;
      link(word, other);
      link(other, word); // the reverse entry: the thesaurus lists most pairs one way only
    }
  }
  i += senses;
}

const words = [...new Set([...links.keys(), ...[...links.values()].flatMap((m) => [...m.keys()])])];
const pg = new PGlite();
const stems = new Map<string, string>();
for (let i = 0; i < words.length; i += 5000) {
  const batch = words.slice(i, i + 5000);
  const res = await pg.query<{ w: string; s: string | null }>(
    `select t.w, (select string_agg(lexeme, ' ') from unnest(to_tsvector('spanish', t.w))) as s
     from unnest($1::text[]) as t(w)`,
    [batch],
  );
  for (const r of res.rows) if (r.s && !r.s.includes(' ')) stems.set(r.w, r.s);
}
await pg.close();

const byStem = new Map<string, Map<string, number>>();
for (const [word, syns] of links) {
  const a = stems.get(word);
  if (!a) continue;
  const m = byStem.get(a) ?? new Map<string, number>();
  for (const [syn, strength] of syns) {
    const b = stems.get(syn);
    if (!b || b === a) continue;
    m.set(b, Math.max(m.get(b) ?? 0, strength));
  }
  byStem.set(a, m);
}
const lines: string[] = [];
for (const [stem, m] of [...byStem].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const best = [...m].sort((x, y) => y[1] - x[1]).slice(0, MAX_SYNONYMS);
  if (best.length) lines.push(`${stem}\t${best.map(([s, n]) => `${s}:${n}`).join(' ')}`);
}
writeFileSync(OUT, gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.log(`${lines.length} stems, ${words.length} words → ${OUT}`);
