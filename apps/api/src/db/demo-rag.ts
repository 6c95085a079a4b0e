import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EVAL_DOCUMENTS, type AreaKey } from '../../eval/rag-corpus.data.ts';
import type { Db } from './client.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { reindexDocument } from '../modules/rag/rag-index.ts';
import { ragDocuments } from '../modules/rag/rag.table.ts';

/** The demo organisation's areas for the corpus' areas ('comercial' has none there: its documents go to Operaciones). */
const DEMO_AREAS: Record<AreaKey, string> = {
  rrhh: 'Recursos Humanos',
  ti: 'Tecnologías de la Información',
  finanzas: 'Administración y Finanzas',
  logistica: 'Logística y Flota',
  comercial: 'Operaciones',
};

/** The Chat IA's documents: the evaluation corpus' policies and procedures, indexed, some restricted to an area. */
export async function seedDemoRag(db: Db, log: FastifyBaseLogger): Promise<{ documents: number }> {
  const [{ n }] = await db.select({ n: count() }).from(ragDocuments);
  if (n > 0) return { documents: 0 };
  const areas = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));
  await db.transaction(async (tx) => {
    for (const doc of EVAL_DOCUMENTS) {
      const departmentId = doc.area ? (areas.get(DEMO_AREAS[doc.area]) ?? null) : null;
      const [row] = await tx
        .insert(ragDocuments)
        .values({
          title: doc.title,
          departmentId,
          restricted: !!doc.restricted && !!departmentId,
          sourceText: doc.text,
        })
        .returning();
      await reindexDocument(tx, row);
    }
  });
  log.info({ documents: EVAL_DOCUMENTS.length }, 'demo RAG documents created');
  return { documents: EVAL_DOCUMENTS.length };
}
