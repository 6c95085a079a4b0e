import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { liveCountTriggers } from '../../db/sql/live-counts.sql.ts';

/** What PostgreSQL keeps for the documents. */
export const ragSql: SqlDeclaration[] = [
  // rag_documents_live_count_added, _removed: new documents raise their count in live_counts, the documents list's
  // unfiltered total, and deleted ones lower it (every document is live).
  ...liveCountTriggers('rag_documents'),
];
