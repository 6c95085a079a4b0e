import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AiEndpoint } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import { embed } from './llm.service.ts';
import { warmVectors } from './rag-vector-search.service.ts';
import { ragDocuments, ragPassages } from './rag.table.ts';

const BATCH = 32;

/**
 * Vectors for a document's passages (title, heading and text), run as a background job after the save commits:
 * a slow or failing embeddings endpoint never holds a save up (the job kit retries), and until the vectors are
 * there retrieval ranks by full text alone. Stored as real[] (no pgvector needed); a passage replaced meanwhile
 * simply is not found by its id.
 */
export async function embedDocument(db: Db, endpoint: AiEndpoint, publicId: string) {
  const rows = await db
    .select({ id: ragPassages.id, title: ragDocuments.title, heading: ragPassages.heading, body: ragPassages.body })
    .from(ragPassages)
    .innerJoin(ragDocuments, eq(ragDocuments.id, ragPassages.documentId))
    .where(eq(ragDocuments.publicId, publicId))
    .orderBy(asc(ragPassages.ord));
  for (let i = 0; i < rows.length; i += BATCH) await embedBatch(db, endpoint, rows.slice(i, i + BATCH));
}

type PassageText = { id: number; title: string; heading: string; body: string };

/** One call for up to BATCH passages, one statement to store their vectors. */
async function embedBatch(db: Db, endpoint: AiEndpoint, batch: PassageText[]) {
  const vectors = await embed(
    endpoint,
    batch.map((r) => [r.title, r.heading, r.body].filter(Boolean).join('\n')),
  );
  const json = JSON.stringify(batch.map((r, k) => ({ id: r.id, v: vectors[k] })));
  await db.execute(sql`
    update rag_passages p set embedding = array(select json_array_elements_text(t.v)::real)
    from json_to_recordset(${json}::json) as t(id int, v json) where p.id = t.id`);
}

/**
 * The backfill: vectors for every passage still without one (documents indexed before the endpoint was
 * configured, or whose job gave up), in id order so that it ends even while documents keep being saved.
 */
export async function embedMissing(db: Db, endpoint: AiEndpoint) {
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: ragPassages.id, title: ragDocuments.title, heading: ragPassages.heading, body: ragPassages.body })
      .from(ragPassages)
      .innerJoin(ragDocuments, eq(ragDocuments.id, ragPassages.documentId))
      .where(and(isNull(ragPassages.embedding), gt(ragPassages.id, after)))
      .orderBy(asc(ragPassages.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    await embedBatch(db, endpoint, batch);
    after = batch[batch.length - 1].id;
  }
}

/** Passages with a vector out of all passages: the progress /rag shows to document managers. */
export async function embeddingsCount(db: Db) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, embedded: sql<number>`count(${ragPassages.embedding})::int` })
    .from(ragPassages);
  return { total: Number(row.total), embedded: Number(row.embedded) };
}

export const NO_EMBEDDINGS =
  'No hay un servicio de vectores configurado (EMBEDDINGS_BASE_URL): el Chat IA busca solo por palabras.';

export async function embeddingsStatus(db: Db, configured: boolean, running: boolean) {
  return { configured, running, ...(await embeddingsCount(db)) };
}

/**
 * One backfill at a time per server, run by the job kit (retried; a last failure is logged), then the vectors
 * loaded for retrieval. `running` while an attempt is under way, for the progress.
 */
export function embeddingsBackfill(jobs: BackgroundJobs, db: Db, endpointOf: () => AiEndpoint | undefined) {
  let running = false;
  return {
    get running() {
      return running;
    },
    /** Starts the backfill if an endpoint is configured and none is running; false when it did not start. */
    start(): boolean {
      const endpoint = endpointOf();
      if (!endpoint || running) return false;
      running = true;
      jobs.run('rag-embeddings-backfill', async () => {
        running = true;
        try {
          await embedMissing(db, endpoint);
          await warmVectors(db);
        } finally {
          running = false;
        }
      });
      return true;
    },
  };
}
