import { useEffect } from 'react';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { ragColumns } from './rag-columns.tsx';
import { RagDocumentModal } from './rag-document-modal.tsx';
import { RAG_FILTERS, RagFilters } from './rag-filters.tsx';
import { RagVectorsProgress } from './rag-vectors-progress.tsx';
import { ragQueryOptions, useDeleteRagDocument, type TRagListItem } from './rag.queries.ts';

/** /rag 'Gestionar documentos en RAG': the documents the 'Chat IA' answers from, edited in a modal. */
export function RagPage() {
  const page = useListPage({
    filters: RAG_FILTERS,
    query: ragQueryOptions,
    remove: { kind: 'documento', name: (d: TRagListItem) => d.title, mutation: useDeleteRagDocument() },
  });
  const form = useDialog<Pick<TRagListItem, 'public_id'>>();
  // /rag?doc=<public_id> (the Chat IA's "Editar en Documentos RAG") opens that document, then leaves the URL.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('doc');
  const openForm = form.open;
  useEffect(() => {
    if (!asked) return;
    openForm({ public_id: asked });
    setSearch(
      (prev) => {
        prev.delete('doc');
        return prev;
      },
      { replace: true },
    );
  }, [asked, openForm, setSearch]);
  const actions = useRowActions<TRagListItem>([
    editAction(form.open, true),
    deleteAction(page.askDelete, 'Gestionar documentos en RAG'),
  ]);
  const newButton = useNewButton({
    label: 'Nuevo documento',
    allow: 'Gestionar documentos en RAG',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Documentos RAG"
      subtitle="Políticas, procedimientos y manuales de los que responde el Chat IA."
      newButton={newButton}
      filters={
        <>
          <RagVectorsProgress />
          <RagFilters list={page.list} />
        </>
      }
      label="Documentos RAG"
      columns={ragColumns}
      rowLabel={(d) => d.title}
      onRowClick={form.open}
      actions={actions}
      minWidth={760}
    >
      <RagDocumentModal key={form.key} opened={form.opened} document={form.value} onClose={form.close} />
    </ListScreen>
  );
}
