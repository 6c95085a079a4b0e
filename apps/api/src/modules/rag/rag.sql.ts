import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps for the documents. */
export const ragSql: SqlDeclaration[] = [
  // New documents raise their count in live_counts, the documents list's unfiltered total.
  trigger(
    'rag_documents_live_count_added',
    'rag_documents',
    `CREATE TRIGGER rag_documents_live_count_added AFTER INSERT ON rag_documents
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('true')`,
  ),
  // Deleted documents lower it.
  trigger(
    'rag_documents_live_count_removed',
    'rag_documents',
    `CREATE TRIGGER rag_documents_live_count_removed AFTER DELETE ON rag_documents
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('true')`,
  ),
];
