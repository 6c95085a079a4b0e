import { asc, eq, sql } from 'drizzle-orm';
import type { AiEndpoint } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { embed } from './llm.service.ts';
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
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const vectors = await embed(
      endpoint,
      batch.map((r) => [r.title, r.heading, r.body].filter(Boolean).join('\n')),
    );
    const json = JSON.stringify(batch.map((r, k) => ({ id: r.id, v: vectors[k] })));
    await db.execute(sql`
      update rag_passages p set embedding = array(select json_array_elements_text(t.v)::real)
      from json_to_recordset(${json}::json) as t(id int, v json) where p.id = t.id`);
  }
}
