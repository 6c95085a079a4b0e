// `npm run eval:rag`: measures the chat's retrieval on a corpus and questions of its own (eval/*.data.ts), on an
// in-memory PGlite with the app's migrations, index and retrieval code, and with the model and embeddings
// endpoints of the environment when set (LLM_BASE_URL/LLM_MODEL, EMBEDDINGS_BASE_URL/EMBEDDINGS_MODEL).
// Prints: share of answerable questions whose right document is among the first 3 sources, share of no-answer
// questions answered honestly (no sources), restricted passages leaked to other areas (must be 0), latency.
// RAG_EVAL_VERBOSE=1 lists every miss. RAG_EVAL_DATA=path.json runs another set instead (a held-out one):
// {"areas": {key: name}, "documents": [EvalDocument], "questions": [EvalQuestion]} with the shapes of the
// data files. Exits 1 when a restricted passage leaks.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { departments } from '../src/modules/departments/departments.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { reindexDocument } from '../src/modules/rag/rag-index.service.ts';
import { retrieve } from '../src/modules/rag/rag-retrieve.service.ts';
import { ragDocuments } from '../src/modules/rag/rag.table.ts';
import { EVAL_AREAS, EVAL_DOCUMENTS, type AreaKey, type EvalDocument } from './rag-corpus.data.ts';
import { EVAL_QUESTIONS, type EvalQuestion } from './rag-questions.data.ts';

const external = process.env.RAG_EVAL_DATA
  ? (JSON.parse(readFileSync(process.env.RAG_EVAL_DATA, 'utf8')) as {
      areas: Record<AreaKey, string>;
      documents: EvalDocument[];
      questions: EvalQuestion[];
    })
  : null;
const AREAS = external?.areas ?? EVAL_AREAS;
const DOCUMENTS = external?.documents ?? EVAL_DOCUMENTS;
const QUESTIONS = external?.questions ?? EVAL_QUESTIONS;

const verbose = process.env.RAG_EVAL_VERBOSE === '1';
const ai = loadConfig().ai;
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
const db = database.db;

const areaIds = new Map<AreaKey, number>();
const userIds = new Map<AreaKey | null, number>();
for (const [key, name] of Object.entries(AREAS) as [AreaKey, string][]) {
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
const restrictedTo = new Map<string, AreaKey>(); // key → area
for (const doc of DOCUMENTS) {
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

// RAG_EVAL_ASK="¿…?": prints that question's candidates (document, heading, score, coverage) and stops.
if (process.env.RAG_EVAL_ASK) {
  const scope = { userId: userIds.get(null)!, seesRestricted: false, departmentId: null };
  const { sources, candidates } = await retrieve(db, ai, scope, process.env.RAG_EVAL_ASK);
  for (const c of candidates.slice(0, 12))
    console.log(`${docKeys.get(c.documentPublicId)} · ${c.heading} · ${c.score.toFixed(2)} · ${c.coverage.toFixed(2)}`);
  console.log('fuentes:', sources.map((s) => `${docKeys.get(s.documentPublicId)} · ${s.heading}`).join(' | '));
  await database.close();
  process.exit(0);
}

let answerable = 0;
let top3 = 0;
let top1 = 0;
let noAnswer = 0;
let honest = 0;
let leaks = 0;
const latencies: number[] = [];
const byKind = new Map<string, { n: number; ok: number }>();
for (const item of QUESTIONS) {
  const asker = item.asker ?? null;
  const scope = {
    userId: userIds.get(asker)!,
    seesRestricted: false,
    departmentId: item.department ? areaIds.get(item.department)! : null,
  };
  const start = performance.now();
  const { sources, candidates } = await retrieve(db, ai, scope, item.q);
  latencies.push(performance.now() - start);
  const keys = sources.map((s) => docKeys.get(s.documentPublicId)!);
  for (const c of candidates) {
    const area = restrictedTo.get(docKeys.get(c.documentPublicId)!);
    if (area && area !== asker) leaks++;
  }
  let ok: boolean;
  if (item.expect) {
    answerable++;
    ok = keys.slice(0, 3).includes(item.expect);
    if (ok) top3++;
    if (keys[0] === item.expect) top1++;
  } else {
    noAnswer++;
    ok = keys.length === 0;
    if (ok) honest++;
  }
  const k = byKind.get(item.kind) ?? { n: 0, ok: 0 };
  byKind.set(item.kind, { n: k.n + 1, ok: k.ok + (ok ? 1 : 0) });
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
const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
console.log(`\nEvaluación RAG — ${DOCUMENTS.length} documentos, ${QUESTIONS.length} preguntas`);
console.log(
  `modelo: ${ai.llm ? ai.llm.model : 'ninguno'} · embeddings: ${ai.embeddings ? ai.embeddings.model : 'ninguno'}`,
);
console.log(
  `documento correcto entre las 3 primeras fuentes: ${pct(top3, answerable)} (${top3}/${answerable}); primera fuente: ${pct(top1, answerable)}`,
);
for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(11)} ${pct(k.ok, k.n)} (${k.ok}/${k.n})`);
console.log(`preguntas sin respuesta contestadas con honestidad: ${pct(honest, noAnswer)} (${honest}/${noAnswer})`);
console.log(`pasajes restringidos filtrados a otras áreas: ${leaks}`);
console.log(`latencia por pregunta: mediana ${p(0.5)} ms, p95 ${p(0.95)} ms (indexación: ${indexMs.toFixed(0)} ms)\n`);
if (leaks > 0) process.exit(1);
