import { useState } from 'react';
import type { TSelfCategory } from '@gestora/contract/self-assigned/self-assigned.schema';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { selfCategoriesQueryOptions, useDeleteSelfCategory } from './self-assigned.queries.ts';
import { selfCategoryColumns } from './self-categories-columns.tsx';
import { SelfCategoryDeleteDialog } from './self-category-delete-dialog.tsx';
import { SelfCategoryFormModal } from './self-category-form-modal.tsx';

/** /self_assigned_category 'Categorías': the user's own categories of their self-assigned tasks. */
export function SelfAssignedCategoriesPage() {
  const remove = useDeleteSelfCategory();
  const page = useListPage({
    query: selfCategoriesQueryOptions,
    exportPath: '/api/self_assigned_categories',
    remove: {
      kind: 'categoría',
      name: (c: TSelfCategory) => c.name,
      mutation: { mutateAsync: (id: string) => remove.mutateAsync({ id }) },
    },
  });
  const form = useDialog<TSelfCategory>();
  // A category with tasks asks what becomes of them; an empty one gets the usual confirmation.
  const [withTasks, setWithTasks] = useState<TSelfCategory | null>(null);
  const askDelete = (c: TSelfCategory) => (c.tasks_count > 0 ? setWithTasks(c) : page.askDelete(c));
  const actions = useRowActions<TSelfCategory>([editAction(form.open, true), deleteAction(askDelete, true)]);
  const newButton = useNewButton({
    label: 'Nueva categoría',
    allow: 'Gestionar cuenta',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Categorías"
      subtitle="Agrupan sus tareas autoasignadas; cada una con su color."
      newButton={newButton}
      filters={<FilterBar list={page.list} search="Buscar categoría" />}
      label="Categorías"
      columns={selfCategoryColumns}
      rowLabel={(c) => c.name}
      onRowClick={form.open}
      actions={actions}
      minWidth={520}
    >
      <SelfCategoryFormModal key={form.key} opened={form.opened} category={form.value} onClose={form.close} />
      <SelfCategoryDeleteDialog category={withTasks} onClose={() => setWithTasks(null)} />
    </ListScreen>
  );
}
