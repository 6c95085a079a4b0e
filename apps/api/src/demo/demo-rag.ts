import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EVAL_DOCUMENTS, type AreaKey } from '../../eval/rag-corpus.data.ts';
import type { Db } from '../db/client.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { reindexDocument } from '../modules/rag/rag-index.service.ts';
import { ragDocuments } from '../modules/rag/rag.table.ts';

/** The demo organisation's areas for the corpus' areas ('comercial' has none there: its documents go to Operaciones). */
const DEMO_AREAS: Record<AreaKey, string> = {
  rrhh: 'Recursos Humanos',
  ti: 'Tecnologías de la Información',
  finanzas: 'Administración y Finanzas',
  logistica: 'Logística y Flota',
  comercial: 'Operaciones',
};

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The corpus' Markdown-like text as the editor's HTML, so that a manager sees and edits it in /rag. */
export function corpusHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => (line.startsWith('# ') ? `<h2>${escape(line.slice(2))}</h2>` : `<p>${escape(line)}</p>`))
        .join(''),
    )
    .join('');
}

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
          content: sanitizeRichText(corpusHtml(doc.text)),
        })
        .returning();
      await reindexDocument(tx, row);
    }
  });
  log.info({ documents: EVAL_DOCUMENTS.length }, 'demo RAG documents created');
  return { documents: EVAL_DOCUMENTS.length };
}
