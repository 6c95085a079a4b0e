import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { visibleSql, type QueryTerm, type SearchScope } from './rag-search.service.ts';

/**
 * The organisation's own lexicon, learned from its documents as the asking scope sees them: a question word that
 * only a few documents use is, there, about what those passages' titles and headings name, so a passage under
 * such a title or heading elsewhere answers it too (the word 'inducción' in one line of a document titled
 * 'Primer día de trabajo' brings its other sections). A word no visible document uses gets no help, and nothing
 * is learned from what the scope may not see, so the expansion itself reveals no hidden document.
 */
export const DOMAIN = {
  on: true,
  /** A question word held by at most this many visible documents is specific enough to learn from. */
  maxDocs: 3,
  /** A title or heading word in more than this share of the visible documents says nothing particular. */
  maxShare: 0.2,
  /** At most this many learned words per question word, the most frequent in those titles and headings first. */
  perWord: 6,
  /** A learned word counts this much of the question word it stands for (less than a thesaurus synonym). */
  weight: 0.3,
  /** Only the words that name a thing ('el fotocheck'), not a verb that happens to be rare ('cae'). */
  nominalOnly: true,
};

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const quote = (l: string) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The learned alternatives of the question's own rare words, as further terms of their groups. */
export async function domainTerms(db: DbOrTx, scope: SearchScope, terms: QueryTerm[]): Promise<QueryTerm[]> {
  if (!DOMAIN.on) return [];
  const own = terms.filter((t) => t.weight >= 1 && t.lexeme.length >= 3 && (t.nominal || !DOMAIN.nominalOnly));
  if (own.length === 0) return [];
  const visible = visibleSql(scope);
  const json = JSON.stringify(own.map((t) => ({ grp: t.group, lex: t.lexeme, tq: quote(t.lexeme) })));
  const res = await db.execute(sql`
    with q as (select * from json_to_recordset(${json}::json) as q(grp int, lex text, tq text)),
    vis as (select p.id, p.document_id, p.tsv from rag_passages p join rag_documents d on d.id = p.document_id
      where ${visible}),
    ndocs as (select greatest(count(distinct document_id), 1)::float8 as n from vis),
    holders as (select q.grp, q.lex, v.document_id, v.tsv from q join vis v on v.tsv @@ q.tq::tsquery),
    rare as (select grp, lex from holders group by grp, lex having count(distinct document_id) <= ${DOMAIN.maxDocs}::int),
    heads as (
      select h.grp, t.lexeme, count(*)::int as n
      from holders h join rare r on r.grp = h.grp and r.lex = h.lex cross join lateral unnest(h.tsv) as t
      where length(t.lexeme) >= 3 and ('A' = any(t.weights) or 'B' = any(t.weights))
        and t.lexeme not in (select lex from q)
      group by h.grp, t.lexeme
    ),
    spread as (
      select hd.grp, hd.lexeme, hd.n,
        (select count(distinct v.document_id) from vis v where v.tsv @@ quote_literal(hd.lexeme)::tsquery)::float8 as docs
      from heads hd
    )
    select s.grp, s.lexeme from spread s cross join ndocs
    where s.docs <= greatest(${DOMAIN.maxDocs}::int, ndocs.n * ${DOMAIN.maxShare}::float8)
    order by s.grp, s.n desc, s.lexeme`);
  const out: QueryTerm[] = [];
  const count = new Map<number, number>();
  for (const { grp, lexeme } of rowsOf<{ grp: number; lexeme: string }>(res)) {
    const n = count.get(grp) ?? 0;
    if (n >= DOMAIN.perWord) continue;
    count.set(grp, n + 1);
    out.push({ group: grp, lexeme, weight: DOMAIN.weight, prefix: false });
  }
  return out;
}
