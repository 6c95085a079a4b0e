// Mechanical check of a written-blind set's questions (questions.json) against its corpus (documents.json): the blind
// set (eval/blind) or one of the development sets (eval/dev, eval/dev2, eval/dev3), written the same way.
// It validates the file's shape and keys, and proves each 'paraphrase' shares no rare stem with its target
// document. It prints only questions, verdicts, offending stems and totals: never document text, so running it
// does not unblind whoever writes the questions.
// Run: cd apps/api && npx tsx eval/check-questions.ts blind|dev|dev2|dev3 [questions file, default <set>/questions.json]
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const KINDS = ['direct', 'paraphrase', 'fact', 'none', 'restricted'] as const;
type Kind = (typeof KINDS)[number];
const SET = process.argv[2];
if (!['blind', 'dev', 'dev2', 'dev3'].includes(SET)) {
  console.error('Uso: npx tsx eval/check-questions.ts blind|dev|dev2|dev3 [archivo de preguntas]');
  process.exit(2);
}
// The minimum count per kind of each set's brief (the development sets are the smaller, 0.7 of the blind one's);
// 'restricted' counts only the probes that must come back empty.
const MINIMUM: Record<Kind, number> =
  SET === 'blind'
    ? { paraphrase: 36, direct: 8, fact: 12, none: 8, restricted: 8 }
    : { paraphrase: 25, direct: 6, fact: 8, none: 6, restricted: 6 };
// Only the blind set's facts were labelled (its fact recall is reported); the development sets' are optional.
const FACTS_REQUIRED = SET === 'blind';
// A stem found in at most this many documents is "rare": sharing it with the target would be a give-away.
const RARE_MAX_DOCS = 3;

interface Question {
  q: string;
  expect: string | null;
  kind: Kind;
  asker: string | null;
  department?: string;
  // The shortest span of the target document that answers a 'fact' question, copied verbatim.
  fact?: string;
  // The labeller's remark, e.g. 'no answer in document' for a fact question its target cannot answer.
  note?: string;
}
interface SetDocument {
  key: string;
  area: string | null;
  restricted: boolean;
  text: string;
}

const here = new URL(`./${SET}/`, import.meta.url);
const corpus = JSON.parse(readFileSync(new URL('documents.json', here), 'utf8')) as {
  areas: Record<string, string>;
  documents: SetDocument[];
};
const questionsFile = process.argv[3] ?? new URL('questions.json', here);
const raw: unknown = JSON.parse(readFileSync(questionsFile, 'utf8'));

const problems: string[] = [];
const areas = new Set(Object.keys(corpus.areas));
const documents = new Map(corpus.documents.map((doc) => [doc.key, doc]));

function isArea(value: unknown): boolean {
  return typeof value === 'string' && areas.has(value);
}

// Shape and key validation: each problem names the question so it can be fixed without opening the corpus.
function validate(item: unknown, index: number): Question | null {
  const at = `#${index + 1}`;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    problems.push(`${at}: no es un objeto`);
    return null;
  }
  const record = item as Record<string, unknown>;
  const allowed = new Set(['q', 'expect', 'kind', 'asker', 'department', 'fact', 'note']);
  for (const field of Object.keys(record)) {
    if (!allowed.has(field)) problems.push(`${at}: campo desconocido '${field}'`);
  }
  const { q, expect, kind, asker, department, fact, note } = record;
  if (typeof q !== 'string' || q.trim() === '') {
    problems.push(`${at}: 'q' debe ser un texto no vacío`);
    return null;
  }
  const label = `${at} "${q}"`;
  if (!KINDS.includes(kind as Kind)) problems.push(`${label}: 'kind' inválido`);
  if (asker !== null && !isArea(asker)) problems.push(`${label}: 'asker' no es un área`);
  if (department !== undefined && !isArea(department)) problems.push(`${label}: 'department' no es un área`);
  if (expect !== null && (typeof expect !== 'string' || !documents.has(expect))) {
    problems.push(`${label}: 'expect' no es un documento`);
    return null;
  }
  const answerable = kind === 'direct' || kind === 'paraphrase' || kind === 'fact';
  if (answerable && expect === null) problems.push(`${label}: una pregunta '${String(kind)}' necesita 'expect'`);
  if (!answerable && expect !== null) problems.push(`${label}: una pregunta '${String(kind)}' espera null`);
  const target = expect === null ? undefined : documents.get(expect);
  if (target?.restricted && asker !== target.area) {
    problems.push(`${label}: el documento es reservado y quien pregunta no es de su área`);
  }
  if (target?.area && department !== undefined && department !== target.area) {
    problems.push(`${label}: el área elegida no contiene el documento esperado`);
  }
  if (note !== undefined && (typeof note !== 'string' || note.trim() === '')) {
    problems.push(`${label}: 'note' debe ser un texto no vacío`);
  }
  if (fact !== undefined && kind !== 'fact') problems.push(`${label}: solo una pregunta 'fact' lleva 'fact'`);
  if (FACTS_REQUIRED && kind === 'fact' && fact === undefined && note === undefined) {
    problems.push(`${label}: una pregunta 'fact' necesita 'fact' (o 'note' si el documento no la responde)`);
  }
  if (fact !== undefined && (typeof fact !== 'string' || fact.trim() === '')) {
    problems.push(`${label}: 'fact' debe ser un texto no vacío`);
  } else if (typeof fact === 'string' && target && !occursAlone(target.text, fact)) {
    problems.push(`${label}: 'fact' no aparece tal cual en el documento esperado`);
  }
  return record as unknown as Question;
}

// The fact must appear verbatim and not only inside a longer number or word ('2 horas' inside '12 horas' does not
// count), so that a correct answer is the only way to contain it.
function occursAlone(text: string, fact: string): boolean {
  const edge = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(fact); at !== -1; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + fact.length] ?? ' ';
    if (!(edge.test(fact[0] ?? '') && edge.test(before)) && !(edge.test(fact.at(-1) ?? '') && edge.test(after))) {
      return true;
    }
  }
  return false;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

async function stems(db: PGlite, text: string): Promise<Set<string>> {
  const result = await db.query<{ lexeme: string }>(`select lexeme from unnest(to_tsvector('spanish', $1))`, [
    fold(text),
  ]);
  return new Set(result.rows.map((row) => row.lexeme));
}

async function main(): Promise<void> {
  if (!Array.isArray(raw)) {
    console.log('FALLA: questions.json debe ser un arreglo');
    process.exit(1);
  }
  const questions = raw.map(validate).filter((item): item is Question => item !== null);
  const seen = new Set<string>();
  for (const { q } of questions) {
    if (seen.has(fold(q))) problems.push(`"${q}": pregunta repetida`);
    seen.add(fold(q));
  }

  const db = new PGlite();
  const documentStems = new Map<string, Set<string>>();
  const frequency = new Map<string, number>();
  for (const doc of corpus.documents) {
    const found = await stems(db, doc.text);
    documentStems.set(doc.key, found);
    for (const stem of found) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  }

  let failed = 0;
  for (const question of questions) {
    if (question.kind !== 'paraphrase' || question.expect === null) continue;
    const target = documentStems.get(question.expect) ?? new Set<string>();
    const offending = [...(await stems(db, question.q))].filter(
      (stem) => (frequency.get(stem) ?? 0) <= RARE_MAX_DOCS && target.has(stem),
    );
    if (offending.length > 0) failed += 1;
    console.log(
      `${offending.length > 0 ? 'FALLA' : 'ok   '}  ${question.q}${offending.length > 0 ? `  [${offending.join(', ')}]` : ''}`,
    );
  }
  await db.close();

  const totals = Object.fromEntries(KINDS.map((kind) => [kind, questions.filter((x) => x.kind === kind).length]));
  for (const kind of KINDS) {
    if (totals[kind] < MINIMUM[kind]) problems.push(`faltan preguntas '${kind}': ${totals[kind]} < ${MINIMUM[kind]}`);
  }
  const answerable = totals.direct + totals.paraphrase + totals.fact;
  if (totals.paraphrase * 2 < answerable) problems.push(`'paraphrase' no llega a la mitad de las respondibles`);
  const ownArea = questions.filter((x) => x.expect !== null && documents.get(x.expect)?.restricted).length;
  if (ownArea < 2 || ownArea > 4) problems.push(`preguntas de su propia área a reservados: ${ownArea} (deben ser 2–4)`);

  for (const problem of problems) console.log(`FALLA  ${problem}`);
  console.log(
    `\nTotal ${questions.length}: ${KINDS.map((kind) => `${kind} ${totals[kind]}`).join(', ')}; ` +
      `reservados desde su área ${ownArea}; paráfrasis que fallan ${failed}; otros problemas ${problems.length}`,
  );
  process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
}

await main();
