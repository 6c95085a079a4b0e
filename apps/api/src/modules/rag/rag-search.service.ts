import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { RELEVANCE } from './rag-relevance.rules.ts';
import type { QueryTerm } from './rag-terms.service.ts';

export { questionTerms, WORDING, type QueryTerm } from './rag-terms.service.ts';
export { aboutQuestion, RELEVANCE } from './rag-relevance.rules.ts';

/** Who asks and where: retrieval sees only these passages, and the filter runs inside the ranking query. */
export interface SearchScope {
  userId: number;
  /** Document managers see restricted documents of every area. */
  seesRestricted: boolean;
  /** The department chosen in the chat (its documents and those for every area); null = 'Todos'. */
  departmentId: number | null;
}

export interface PassageHit {
  passageId: number;
  documentPublicId: string;
  title: string;
  heading: string;
  body: string;
  /** BM25 score (synonym- and field-weighted). */
  score: number;
  /** Share of the question's weight (idf) this passage covers: what tells an answer from a coincidence. */
  coverage: number;
  /** The question's word groups this passage matches, each with its share of the question's weight. */
  covers: Map<number, number>;
  /** Per matched group, the weight of its best alternative (1 = the question's own word, less for a synonym). */
  matched?: Map<number, number>;
  /** The idf of each of the question's groups over the visible passages (the same for every hit of a search). */
  idf?: Map<number, number>;
  /** Share of the visible documents using each of the question's own words (the same for every hit). */
  docShare?: Map<number, number>;
  /** The score of the passage's document as a whole (rag-rank.rules.ts), when documents have been ranked. */
  docScore?: number;
  embedding: number[] | null;
}

/**
 * The ranking's constants (`RAG_EVAL_TUNE=rank.k1=…` measures others): BM25's k1 and b; the weights of the fields
 * (BM25F-like: a word of the title counts `titleTf` times, of a heading `headingTf`, of the text once); a
 * question's own word also matches the index's longer stems it begins (the stemmer gives 'perdió' → 'perd' and
 * 'pérdida' → 'perdid') at `prefixWeight`; one word of a several-word alternative without the others beside it
 * counts `phrasePart` of the alternative.
 */
export const RANKING = { k1: 1.2, b: 0.75, prefixWeight: 0.7, phrasePart: 0.5, titleTf: 3, headingTf: 2 };

/** Constants written into the SQL as literals (as parameters PostgreSQL would type them from their neighbours). */
function bm25Literals() {
  const f = (n: number) => sql.raw(`${Number(n)}::float8`);
  const { k1, b } = RANKING;
  return {
    k1: f(k1),
    k1plus1: f(k1 + 1),
    b: f(b),
    oneMinusB: f(1 - b),
    prefixWeight: f(RANKING.prefixWeight),
    phrasePart: f(RANKING.phrasePart),
    titleTf: f(RANKING.titleTf),
    headingTf: f(RANKING.headingTf),
  };
}
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** A tsquery of alternatives, each lexeme quoted as tsquery syntax wants. */
function anyOf(terms: QueryTerm[]): string {
  const quote = (l: string) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return [...new Set(terms.map((t) => quote(t.lexeme) + (t.prefix ? ':*' : '')))].join(' | ');
}

/** The passages a scope may retrieve: visibility first, then the chosen department (and every-area documents). */
export function visibleSql(scope: SearchScope): SQL {
  return sql`(${scope.seesRestricted}::boolean or not d.restricted
      or d.department_id = (select u.department_id from users u where u.id = ${scope.userId}))
    and (${scope.departmentId}::int is null or d.department_id = ${scope.departmentId}::int or d.department_id is null)`;
}

/**
 * BM25 over the passages the scope may see, in one statement: the GIN index finds the candidates, their
 * tsvectors give each term's frequency per field, document frequencies and the average length come from the
 * same visible set (so ranking itself reveals nothing of hidden documents). A group (a word and its synonyms)
 * scores its best alternative, so a synonym never adds to the word it stands for.
 */
export async function searchPassages(
  db: DbOrTx,
  scope: SearchScope,
  terms: QueryTerm[],
  limit = 40,
): Promise<PassageHit[]> {
  if (terms.length === 0) return [];
  const visible = visibleSql(scope);
  const BM25 = bm25Literals();
  const json = JSON.stringify(
    terms.map((t) => ({
      grp: t.group,
      lex: t.lexeme,
      w: t.weight,
      pre: t.prefix,
      ph: t.phrase?.id ?? null,
      phn: t.phrase?.size ?? null,
    })),
  );
  const res = await db.execute(sql`
    with q as (select * from json_to_recordset(${json}::json) as q(grp int, lex text, w float8, pre boolean, ph int, phn int)),
    stats as (
      select count(*)::float8 as n, coalesce(avg(p.length), 1)::float8 as avgdl,
        greatest(count(distinct p.document_id), 1)::float8 as ndocs
      from rag_passages p join rag_documents d on d.id = p.document_id where ${visible}
    ),
    cand as (
      select p.id, p.document_id, p.length, p.tsv from rag_passages p join rag_documents d on d.id = p.document_id
      where ${visible} and p.tsv @@ ${anyOf(terms)}::tsquery
    ),
    hits0 as (
      select c.id, c.document_id, c.length, q.grp, t.lexeme, q.lex as qlex, q.ph, q.phn,
        t.lexeme = q.lex and q.w >= 1 as own,
        q.w * (case when t.lexeme = q.lex then 1 else ${BM25.prefixWeight} end) as w,
        coalesce((select sum(case x when 'A' then ${BM25.titleTf} when 'B' then ${BM25.headingTf} else 1 end) from unnest(t.weights) as x), 1)::float8 as tf
      from cand c cross join lateral unnest(c.tsv) as t
      join q on t.lexeme = q.lex or (q.pre and left(t.lexeme, length(q.lex)) = q.lex)
    ),
    phrases as (
      select id, grp, ph from hits0 where ph is not null group by id, grp, ph having count(distinct qlex) >= max(phn)
    ),
    hits as (
      select h.id, h.length, h.grp, h.lexeme, h.tf,
        case when h.ph is null or f.id is not null then h.w else h.w * ${BM25.phrasePart} end as w
      from hits0 h left join phrases f on f.id = h.id and f.grp = h.grp and f.ph = h.ph
    ),
    df as (select lexeme, count(distinct id)::float8 as df from hits group by lexeme),
    idf as (select df.lexeme, ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5)) as idf from df cross join stats s),
    gidf as (
      select q.grp, max(ln(1 + (s.n - coalesce(df.df, 0) + 0.5) / (coalesce(df.df, 0) + 0.5))) as g
      from q cross join stats s left join df on df.lexeme = q.lex where q.w >= 1 group by q.grp
    ),
    gshare as (
      select h.grp, count(distinct h.document_id) / max(s.ndocs) as share from hits0 h cross join stats s
      where h.own group by h.grp
    ),
    total as (select coalesce(sum(g), 0) as t from gidf),
    parts as (
      select h.id, h.grp, max(h.w) as matched,
        max(h.w * i.idf * h.tf * ${BM25.k1plus1} / (h.tf + ${BM25.k1} * (${BM25.oneMinusB} + ${BM25.b} * h.length / greatest(s.avgdl, 1)))) as part
      from hits h join idf i on i.lexeme = h.lexeme cross join stats s
      group by h.id, h.grp
    ),
    ranked as (
      select pa.id, sum(pa.part) as score,
        sum(pa.matched * coalesce(g.g, 0)) / nullif((select t from total), 0) as coverage,
        array_agg(pa.grp order by pa.grp) as groups,
        array_agg(coalesce(pa.matched * g.g / nullif((select t from total), 0), 0) order by pa.grp) as shares,
        array_agg(pa.matched order by pa.grp) as matched
      from parts pa left join gidf g on g.grp = pa.grp
      group by pa.id order by score desc, pa.id limit ${limit}
    )
    select r.id, r.score::float8 as score, coalesce(r.coverage, 0)::float8 as coverage,
      r.groups::int[] as groups, r.shares::float8[] as shares, r.matched::float8[] as matched,
      (select json_object_agg(grp, g) from gidf) as gidf, (select json_object_agg(grp, share) from gshare) as gshare,
      p.heading, p.body,
      p.embedding, d.public_id, d.title
    from ranked r join rag_passages p on p.id = r.id join rag_documents d on d.id = p.document_id
    order by r.score desc, r.id`);
  const rows = rowsOf<{
    id: number;
    score: number;
    coverage: number;
    groups: number[];
    shares: number[];
    matched: number[];
    gidf: Record<string, number> | null;
    gshare: Record<string, number> | null;
    heading: string;
    body: string;
    embedding: number[] | null;
    public_id: string;
    title: string;
  }>(res);
  const byGroup = (o: Record<string, number> | null | undefined) =>
    new Map(Object.entries(o ?? {}).map(([g, v]) => [Number(g), Number(v)]));
  const idf = byGroup(rows[0]?.gidf);
  const docShare = byGroup(rows[0]?.gshare);
  return rows.map((r) => ({
    passageId: r.id,
    documentPublicId: r.public_id,
    title: r.title,
    heading: r.heading,
    body: r.body,
    score: Number(r.score),
    coverage: Number(r.coverage),
    covers: new Map(r.groups.map((g, i) => [g, Number(r.shares[i])])),
    matched: new Map(r.groups.map((g, i) => [g, Number(r.matched[i])])),
    idf,
    docShare,
    embedding: r.embedding,
  }));
}

/** Sources quoted: the best passage of each of the first documents, while close enough to the best. */
export const MAX_SOURCES = 3;
/**
 * Which further documents are quoted (`RAG_EVAL_TUNE` measures others): none scoring under `minRelativeScore` of
 * the best; and only one that answers a part of the question the sources before it leave open (at least
 * `minNewCoverage` of the question's weight in words they do not match), or matches the question about as fully
 * as the best (`alternativeCoverage`: another reading of it, 'clave' as a password or as a code), or scores nearly
 * as high (`closeScore`): a two-topic question gets both documents, while another document that merely shares the
 * first one's 'días' and 'año' is not quoted beside it.
 */
export const SOURCES = { minRelativeScore: 0.3, minNewCoverage: 0.15, alternativeCoverage: 0.9, closeScore: 0.7 };

/** What a passage adds to the question's words already covered. */
function newCoverage(hit: PassageHit, covered: Set<number>): number {
  let added = 0;
  for (const [group, share] of hit.covers) if (!covered.has(group)) added += share;
  return added;
}

/**
 * The best passage of each document, best documents first, cut where relevance falls away. `minCoverage` 0 once
 * the relevance cut has been taken (re-ranked candidates).
 */
export function pickSources(hits: PassageHit[], minCoverage = RELEVANCE.minCoverage): PassageHit[] {
  const best = hits[0];
  if (!best || best.coverage < minCoverage) return [];
  const out: PassageHit[] = [];
  const docs = new Set<string>();
  const covered = new Set<number>();
  for (const h of hits) {
    if (docs.has(h.documentPublicId)) continue;
    const relative = (h.docScore ?? h.score) / (best.docScore ?? best.score);
    if (relative < SOURCES.minRelativeScore) break;
    const alternative = h.coverage >= best.coverage * SOURCES.alternativeCoverage || relative >= SOURCES.closeScore;
    if (out.length > 0 && !alternative && newCoverage(h, covered) < SOURCES.minNewCoverage) continue;
    docs.add(h.documentPublicId);
    for (const group of h.covers.keys()) covered.add(group);
    out.push(h);
    if (out.length === MAX_SOURCES) break;
  }
  return out;
}
