import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentPassages, fold, wordCount } from './rag-text.rules.ts';
import { ragPassages } from './rag.table.ts';

export interface IndexableDocument {
  id: number;
  title: string;
  content: string;
  sourceText: string;
}

/**
 * Replaces a document's passages, in the caller's transaction: an edit or a deletion is searchable the moment it
 * commits, and a failed write leaves the old passages. Two statements whatever the number of passages. The
 * title is indexed with each passage (weight A) and the section heading (B), so both weigh in the ranking.
 */
export async function reindexDocument(tx: DbOrTx, doc: IndexableDocument): Promise<number> {
  await tx.delete(ragPassages).where(eq(ragPassages.documentId, doc.id));
  const passages = documentPassages(doc.content, doc.sourceText);
  if (passages.length === 0) return 0;
  const rows = passages.map((p, ord) => ({
    ord,
    heading: p.heading,
    body: p.body,
    length: wordCount(p.body) + wordCount(p.heading),
    fh: fold(p.heading),
    fb: fold(p.body),
  }));
  await tx.execute(sql`
    insert into rag_passages (document_id, ord, heading, body, length, tsv)
    select ${doc.id}::int, t.ord, t.heading, t.body, t.length,
      setweight(to_tsvector('spanish', ${fold(doc.title)}::text), 'A')
        || setweight(to_tsvector('spanish', t.fh), 'B')
        || setweight(to_tsvector('spanish', t.fb), 'D')
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(ord int, heading text, body text, length int, fh text, fb text)`);
  return passages.length;
}
