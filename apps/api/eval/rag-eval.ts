// `npm run eval:rag`: measures the chat's retrieval on an in-memory PGlite with the app's migrations, index and
// retrieval code, and with the model and embeddings endpoints of the environment when set (LLM_BASE_URL/LLM_MODEL,
// EMBEDDINGS_BASE_URL/EMBEDDINGS_MODEL). Two sets, each on its own database and reported apart:
// - own: the product's corpus and questions (eval/*.data.ts), written alongside the retriever;
// - blind: eval/blind/documents.json ({"areas", "documents"}) and eval/blind/questions.json ([EvalQuestion]),
//   written by others from one-line summaries; thresholds are never tuned on it.
// - dev: eval/dev/ (same files), another organisation's set written the blind way, which tuning may read.
// - dev2, dev3: eval/dev2/, eval/dev3/, further development sets, run only to check that a change generalises
//   (never tuned on).
// RAG_EVAL_SET=own|dev|dev2|dev3|blind|both or a list ('own,dev'); both (default) = own, dev and blind, a set without
// files skipped. Prints per set: hit@1 and hit@3 overall and by kind, fact recall, refusal of unanswerable
// questions, over-refusal (answerable but refused), restricted passages leaked to other areas (must be 0), latency.
// RAG_EVAL_VERBOSE=1 lists every miss.
// RAG_EVAL_DATA=path.json runs that set instead of the own one ({"areas", "documents", "questions"}).
// RAG_EVAL_ASK="¿…?" prints one question's terms and candidates on the first set asked for. Exits 1 when a
// restricted passage leaks.
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { departments } from '../src/modules/departments/departments.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { structuredAnswer } from '../src/modules/rag/rag-chat.service.ts';
import { answerSentences } from '../src/modules/rag/rag-answer.rules.ts';
import { DOMAIN, domainTerms } from '../src/modules/rag/rag-domain.service.ts';
import { reindexDocument } from '../src/modules/rag/rag-index.service.ts';
import { DOCS } from '../src/modules/rag/rag-rank.rules.ts';
import { retrieve } from '../src/modules/rag/rag-retrieve.service.ts';
import {
  questionTerms,
  RANKING,
  RELEVANCE,
  SOURCES,
  visibleSql,
  WORDING,
} from '../src/modules/rag/rag-search.service.ts';
import { fold } from '../src/modules/rag/rag-text.rules.ts';
import { ragDocuments } from '../src/modules/rag/rag.table.ts';
import { EVAL_AREAS, EVAL_DOCUMENTS, type AreaKey, type EvalDocument } from './rag-corpus.data.ts';
import { EVAL_QUESTIONS, type EvalQuestion } from './rag-questions.data.ts';

interface EvalSet {
  name: string;
  areas: Record<string, string>;
  documents: EvalDocument[];
  questions: EvalQuestion[];
}

const verbose = process.env.RAG_EVAL_VERBOSE === '1';
// RAG_EVAL_STEMS=1: the answer's sentences from the cited passages by the question's light stems only (no wording,
// no other passage of the cited document), to measure what the chat's answer building adds.
const RAG_EVAL_STEMS = process.env.RAG_EVAL_STEMS === '1';
// RAG_EVAL_OFF=lexicon,morphology,thesaurus: measures the retrieval without those mechanisms.
for (const off of (process.env.RAG_EVAL_OFF ?? '').split(',').filter(Boolean)) {
  if (!(off in WORDING)) throw new Error(`RAG_EVAL_OFF: no mechanism '${off}' (${Object.keys(WORDING).join(', ')})`);
  WORDING[off as keyof typeof WORDING] = false;
}
// RAG_EVAL_TUNE=minCoverage=0.2,missingNominal=0,domain.weight=0.4: measures another relevance cut or
// learned lexicon (settings 'domain.*' are the learned lexicon's, rag-domain.service.ts).
for (const pair of (process.env.RAG_EVAL_TUNE ?? '').split(',').filter(Boolean)) {
  const [key, value] = pair.split('=');
  const [table, name] = key.startsWith('domain.')
    ? [DOMAIN, key.slice(7)]
    : key.startsWith('rank.')
      ? [RANKING, key.slice(5)]
      : key.startsWith('docs.')
        ? [DOCS, key.slice(5)]
        : key.startsWith('sources.')
          ? [SOURCES, key.slice(8)]
          : [RELEVANCE, key];
  if (!(name in table)) throw new Error(`RAG_EVAL_TUNE: no setting '${key}' (${Object.keys(table).join(', ')})`);
  const r = table as Record<string, number | boolean>;
  r[name] = typeof r[name] === 'boolean' ? value === '1' || value === 'true' : Number(value);
}
const wanted = new Set((process.env.RAG_EVAL_SET ?? 'both').toLowerCase().split(','));
const ai = loadConfig().ai;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** A paraphrase's content words whose stem occurs in at most this many documents count as rare. */
const RARE_DF = 3;

interface Figures {
  leaks: number;
}

/** A question naming an area or a document the set does not have is the set's mistake: say which. */
function checkSet(set: EvalSet) {
  const keys = new Set(set.documents.map((d) => d.key));
  for (const item of set.questions) {
    for (const area of [item.asker, item.department])
      if (area && !(area in set.areas))
        throw new Error(`conjunto ${set.name}: área desconocida '${area}' en «${item.q}»`);
    if (item.expect && !keys.has(item.expect))
      throw new Error(`conjunto ${set.name}: documento desconocido '${item.expect}' en «${item.q}»`);
  }
}

async function runSet(set: EvalSet): Promise<Figures> {
  checkSet(set);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const db = database.db;

  const areaIds = new Map<string, number>();
  const userIds = new Map<string | null, number>();
  for (const [key, name] of Object.entries(set.areas)) {
    const [d] = await db.insert(departments).values({ name }).returning();
    areaIds.set(key, d.id);
    const [u] = await db
      .insert(users)
      .values({ name: 'Eval', lastName: key, email: `eval-${key}@eval.local`, departmentId: d.id })
      .returning();
    userIds.set(key, u.id);
  }
  const [nobody] = await db
    .insert(users)
    .values({ name: 'Eval', lastName: 'sin área', email: 'eval@eval.local' })
    .returning();
  userIds.set(null, nobody.id);

  const t0 = performance.now();
  const docKeys = new Map<string, string>(); // public id → key
  const restrictedTo = new Map<string, string>(); // key → area
  for (const doc of set.documents) {
    const [row] = await db
      .insert(ragDocuments)
      .values({
        title: doc.title,
        departmentId: doc.area ? areaIds.get(doc.area) : null,
        restricted: !!doc.restricted,
        sourceText: doc.text,
      })
      .returning();
    await reindexDocument(db, row);
    docKeys.set(row.publicId, doc.key);
    if (doc.restricted && doc.area) restrictedTo.set(doc.key, doc.area);
  }
  const indexMs = performance.now() - t0;

  if (process.env.RAG_EVAL_ASK) {
    const scope = { userId: userIds.get(null)!, seesRestricted: false, departmentId: null };
    const { sources, candidates } = await retrieve(db, ai, scope, process.env.RAG_EVAL_ASK);
    const asked = await questionTerms(db, process.env.RAG_EVAL_ASK);
    const learned = await domainTerms(db, scope, asked);
    for (const t of [...asked, ...learned])
      console.log(`  ${t.group} ${t.lexeme}${t.prefix ? '*' : ''} ${t.weight.toFixed(2)}${t.nominal ? ' N' : ''}`);
    for (const c of candidates.slice(0, 12))
      console.log(
        `${docKeys.get(c.documentPublicId)} · ${c.heading} · ${c.score.toFixed(2)} · ${c.coverage.toFixed(2)} · ` +
          [...c.covers.keys()].join(','),
      );
    console.log('fuentes:', sources.map((s) => `${docKeys.get(s.documentPublicId)} · ${s.heading}`).join(' | '));
    await database.close();
    process.exit(0);
  }

  // The writing rule of paraphrases, checked mechanically: no content word whose stem is rare in the corpus
  // occurs in the target document. Not for the blind set (it is not to be read).
  const sharesRare = new Set<EvalQuestion>();
  if (set.name !== 'ciego') {
    const res = await db.execute(sql`
      select d.title, l.lexeme from rag_documents d cross join lateral (
        select distinct unnest(tsvector_to_array(p.tsv)) as lexeme from rag_passages p where p.document_id = d.id
      ) l`);
    const docsOf = new Map<string, Set<string>>();
    for (const { title, lexeme } of rowsOf<{ title: string; lexeme: string }>(res))
      docsOf.set(lexeme, (docsOf.get(lexeme) ?? new Set()).add(title));
    const titleOf = new Map(set.documents.map((d) => [d.key, d.title]));
    for (const item of set.questions) {
      if (item.kind !== 'paraphrase' || !item.expect) continue;
      const lex = rowsOf<{ lexeme: string }>(
        await db.execute(sql`select unnest(tsvector_to_array(to_tsvector('spanish', ${fold(item.q)}))) as lexeme`),
      ).map((r) => r.lexeme);
      const shared = lex.filter((l) => {
        const ds = docsOf.get(l);
        return ds && ds.size <= RARE_DF && ds.has(titleOf.get(item.expect!)!);
      });
      if (shared.length) {
        sharesRare.add(item);
        if (verbose) console.log(`! paráfrasis con palabra rara del documento (${shared.join(', ')}): ${item.q}`);
      }
    }
  }

  type Tally = { n: number; hit1: number; hit3: number };
  const tally = () => ({ n: 0, hit1: 0, hit3: 0 });
  const overall: Tally = tally();
  const byKind = new Map<string, Tally>();
  let refused = 0;
  let facts = 0;
  let factsFound = 0;
  let none = 0;
  let noneRefused = 0;
  let probes = 0;
  let probesRefused = 0;
  let leaks = 0;
  const latencies: number[] = [];
  for (const item of set.questions) {
    const asker = item.asker ?? null;
    const scope = {
      userId: userIds.get(asker)!,
      seesRestricted: false,
      departmentId: item.department ? areaIds.get(item.department)! : null,
    };
    const start = performance.now();
    const { sources, candidates, terms: searched } = await retrieve(db, ai, scope, item.q);
    latencies.push(performance.now() - start);
    const keys = sources.map((s) => docKeys.get(s.documentPublicId)!);
    // RAG_EVAL_DUMP=1: one line per question with its best candidate's figures, to calibrate the refusal.
    if (process.env.RAG_EVAL_DUMP === '1') {
      const b = candidates[0];
      const terms = await questionTerms(db, item.q);
      const groups = new Set(terms.map((t) => t.group));
      const seen = new Set(candidates.flatMap((c) => [...c.covers.keys()]));
      const missing = [...groups].filter((g) => !seen.has(g)).length;
      const nominal = terms.filter((t) => t.nominal);
      const missingNominal = nominal.filter((t) => !seen.has(t.group)).map((t) => t.lexeme);
      const bestMissNominal = nominal.filter((t) => !b?.covers.has(t.group)).map((t) => t.lexeme);
      // The right document's rank among the candidates' distinct documents (-1: not among them).
      const ranked = [...new Set(candidates.map((c) => docKeys.get(c.documentPublicId)))];
      const right = item.expect ? ranked.indexOf(item.expect) : -1;
      console.log(
        `DUMP\t${item.expect ? 'A' : 'N'}\t${item.kind}\t${groups.size}\t${missing}\t${b ? b.covers.size : 0}\t${b ? b.coverage.toFixed(3) : '-'}\t${b ? b.score.toFixed(2) : '-'}\t${right}\t${item.q}\t${nominal.map((t) => t.lexeme).join(' ')}\t${missingNominal.join(' ')}\t${bestMissNominal.join(' ')}`,
      );
    }
    // RAG_EVAL_DUMP=json: the question's terms and candidates as one JSON line, to study the refusal offline.
    if (process.env.RAG_EVAL_DUMP === 'json' && set.name !== 'ciego') {
      const terms = await questionTerms(db, item.q);
      const own = terms.filter((t) => t.weight >= 1);
      const passages = [...candidates].sort((a, b) => b.score - a.score || a.passageId - b.passageId);
      // Per visible document and question group: passages holding it, occurrences, and whether a title or
      // heading holds it (how topical the word is there, not merely present).
      const tq = JSON.stringify(terms.map((t) => ({ grp: t.group, lex: t.lexeme, w: t.weight, pre: t.prefix })));
      const topical = rowsOf<{ doc: string; grp: number; w: number; npass: number; tf: number; head: boolean }>(
        await db.execute(sql`
          with q as (select * from json_to_recordset(${tq}::json) as q(grp int, lex text, w float8, pre boolean))
          select d.public_id as doc, q.grp, max(q.w * case when t.lexeme = q.lex then 1 else 0.7 end)::float8 as w,
            count(distinct p.id)::int as npass, sum(coalesce(array_length(t.weights, 1), 1))::int as tf,
            bool_or('A' = any(t.weights) or 'B' = any(t.weights)) as head
          from rag_passages p join rag_documents d on d.id = p.document_id cross join lateral unnest(p.tsv) as t
          join q on t.lexeme = q.lex or (q.pre and left(t.lexeme, length(q.lex)) = q.lex)
          where ${visibleSql(scope)}
          group by d.public_id, q.grp`),
      );
      const idf = candidates[0]?.idf ?? new Map<number, number>();
      console.log(
        'FEAT\t' +
          JSON.stringify({
            set: set.name,
            q: item.q,
            kind: item.kind,
            expect: item.expect ?? null,
            got: keys,
            terms: own.map((t) => ({
              g: t.group,
              lex: t.lexeme,
              nominal: !!t.nominal,
              known: !!t.known,
              idf: idf.get(t.group) ?? null,
              share: candidates[0]?.docShare?.get(t.group) ?? 0,
            })),
            topical: topical.map((r) => ({ ...r, doc: docKeys.get(r.doc) })),
            passages: passages.slice(0, 40).map((c) => ({
              doc: docKeys.get(c.documentPublicId),
              score: c.score,
              docScore: c.docScore,
              coverage: c.coverage,
              matched: Object.fromEntries(c.matched ?? []),
            })),
          }),
      );
    }
    for (const c of [...candidates, ...sources]) {
      const area = restrictedTo.get(docKeys.get(c.documentPublicId)!);
      if (area && area !== asker) leaks++;
    }
    let ok: boolean;
    if (item.expect) {
      const k = byKind.get(item.kind) ?? tally();
      byKind.set(item.kind, k);
      const hit1 = keys[0] === item.expect;
      ok = keys.slice(0, 3).includes(item.expect);
      const everyday = item.kind === 'paraphrase' && set.name !== 'ciego' && !sharesRare.has(item);
      if (everyday) byKind.set('cotidiana', byKind.get('cotidiana') ?? tally());
      for (const t of everyday ? [overall, k, byKind.get('cotidiana')!] : [overall, k]) {
        t.n++;
        if (hit1) t.hit1++;
        if (ok) t.hit3++;
      }
      if (keys.length === 0) refused++;
      if (item.fact) {
        facts++;
        const shown = RAG_EVAL_STEMS
          ? answerSentences(item.q, sources)
          : (await structuredAnswer(db, item.q, { sources, candidates, terms: searched })).answers.map((a) => ({
              sentences: a.sentences.map((x) => x.text),
            }));
        const text = fold(shown.flatMap((a) => a.sentences).join(' '));
        if (text.includes(fold(item.fact))) factsFound++;
        else if (verbose && ok) console.log(`✗ dato «${item.fact}» no está en la respuesta: ${item.q}`);
      }
    } else {
      ok = keys.length === 0;
      if (item.kind === 'restricted') {
        probes++;
        if (ok) probesRefused++;
      } else {
        none++;
        if (ok) noneRefused++;
      }
    }
    if (verbose && !ok)
      console.log(
        `✗ [${item.kind}] ${item.q} → esperado ${item.expect ?? '(nada)'}; obtenido ${keys.join(', ') || '(nada)'}`,
        candidates
          .slice(0, 3)
          .map((c) => `${docKeys.get(c.documentPublicId)}:${c.coverage.toFixed(2)}`)
          .join(' '),
      );
  }
  await database.close();

  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1) : '—';
  const line = (label: string, t: Tally) =>
    console.log(
      `  ${label.padEnd(12)} hit@1 ${pct(t.hit1, t.n).padStart(7)}  hit@3 ${pct(t.hit3, t.n).padStart(7)}  (${t.hit3}/${t.n})`,
    );
  console.log(
    `\nEvaluación RAG, conjunto ${set.name} — ${set.documents.length} documentos, ${set.questions.length} preguntas`,
  );
  console.log(
    `modelo: ${ai.llm ? ai.llm.model : 'ninguno'} · embeddings: ${ai.embeddings ? ai.embeddings.model : 'ninguno'}` +
      (process.env.RAG_EVAL_OFF ? ` · sin ${process.env.RAG_EVAL_OFF}` : '') +
      ` · corte: ${JSON.stringify(RELEVANCE)} · orden: ${JSON.stringify(RANKING)}` +
      ` · documentos: ${JSON.stringify(DOCS)} · fuentes: ${JSON.stringify(SOURCES)}` +
      ` · léxico aprendido: ${JSON.stringify(DOMAIN)}`,
  );
  line('respondibles', overall);
  // 'cotidiana': the paraphrases that keep the blind set's rule (no rare word of the target document).
  for (const kind of ['direct', 'paraphrase', 'cotidiana', 'fact', ...byKind.keys()].filter(
    (k, i, a) => a.indexOf(k) === i,
  )) {
    const t = byKind.get(kind);
    if (t) line(kind, t);
  }
  console.log(
    `dato en las frases de la respuesta (extractiva, sin modelo): ${pct(factsFound, facts)} (${factsFound}/${facts})`,
  );
  console.log(`sin respuesta rechazadas con honestidad: ${pct(noneRefused, none)} (${noneRefused}/${none})`);
  console.log(`rechazo excesivo (respondibles rechazadas): ${pct(refused, overall.n)} (${refused}/${overall.n})`);
  console.log(`sondas restringidas sin fuentes: ${pct(probesRefused, probes)} (${probesRefused}/${probes})`);
  console.log(`pasajes restringidos filtrados a otras áreas: ${leaks}`);
  console.log(`latencia por pregunta: mediana ${p(0.5)} ms, p95 ${p(0.95)} ms (indexación: ${indexMs.toFixed(0)} ms)`);
  return { leaks };
}

const sets: EvalSet[] = [];
if (wanted.has('own') || wanted.has('both')) {
  const external = process.env.RAG_EVAL_DATA
    ? (JSON.parse(readFileSync(process.env.RAG_EVAL_DATA, 'utf8')) as Omit<EvalSet, 'name'>)
    : null;
  sets.push({
    name: external ? 'externo' : 'propio',
    areas: external?.areas ?? EVAL_AREAS,
    documents: external?.documents ?? EVAL_DOCUMENTS,
    questions: external?.questions ?? EVAL_QUESTIONS,
  });
}
/** A set written the blind way from its own files (documents.json {"areas", "documents"}, questions.json). */
function filedSet(dir: string, name: string): EvalSet | null {
  const docsFile = new URL(`./${dir}/documents.json`, import.meta.url);
  const questionsFile = new URL(`./${dir}/questions.json`, import.meta.url);
  if (!existsSync(docsFile) || !existsSync(questionsFile)) return null;
  const docs = JSON.parse(readFileSync(docsFile, 'utf8')) as {
    areas: Record<AreaKey, string>;
    documents: EvalDocument[];
  };
  return {
    name,
    areas: docs.areas,
    documents: docs.documents,
    questions: JSON.parse(readFileSync(questionsFile, 'utf8')) as EvalQuestion[],
  };
}
// dev: another organisation's set written the blind way, which tuning may read (the blind one stays unread).
if (wanted.has('dev') || wanted.has('both')) {
  const dev = filedSet('dev', 'desarrollo');
  if (dev) sets.push(dev);
  else if (wanted.has('dev')) console.log('No hay conjunto de desarrollo (eval/dev/documents.json y questions.json).');
}
// dev2, dev3: further development sets written the same way, run only to check that a change made on dev
// generalises; only when asked for by name.
for (const [dir, name] of [
  ['dev2', 'desarrollo 2'],
  ['dev3', 'desarrollo 3'],
]) {
  if (!wanted.has(dir)) continue;
  const further = filedSet(dir, name);
  if (further) sets.push(further);
  else console.log(`No hay conjunto «${name}» (eval/${dir}/documents.json y questions.json).`);
}
if (wanted.has('blind') || wanted.has('both')) {
  const blind = filedSet('blind', 'ciego');
  if (blind) sets.push(blind);
  else if (wanted.has('blind')) console.log('No hay conjunto ciego (eval/blind/documents.json y questions.json).');
}

let leaks = 0;
for (const set of sets) leaks += (await runSet(set)).leaks;
console.log('');
if (leaks > 0) process.exit(1);
