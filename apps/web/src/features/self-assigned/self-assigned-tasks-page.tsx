import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutKanban, IconList } from '@tabler/icons-react';
import type { TSelfTask } from '@gestora/contract/self-assigned/self-assigned.schema';
import { DataTable } from '../../components/data-table.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { selfTasksQueryOptions, useDeleteSelfTask, useSelfTaskBoard } from './self-assigned.queries.ts';
import { SelfTaskBoard } from './self-task-board.tsx';
import { SelfTaskFormModal } from './self-task-form-modal.tsx';
import { selfTaskColumns } from './self-tasks-columns.tsx';
import { SELF_TASK_FILTERS, SelfTasksFilters } from './self-tasks-filters.tsx';
import { useSelfTaskMove } from './use-self-task-move.ts';

const viewLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={6} wrap="nowrap" justify="center">
    <Icon size={16} aria-hidden />
    {text}
  </Group>
);

/**
 * /self_assigned_task 'Autogestión de tareas': the user's own tasks as a board (the default) or as a list; the
 * view and the filters live in the URL. Only their owner sees them ('Gestionar cuenta', which everyone holds).
 */
export function SelfAssignedTasksPage() {
  const [search, setSearch] = useSearchParams();
  const board = search.get('view') !== 'list';
  const page = useListPage({
    filters: SELF_TASK_FILTERS,
    defaults: { sort: 'due_date' },
    query: selfTasksQueryOptions,
    enabled: !board,
    exportPath: '/api/self_assigned_tasks',
    remove: { kind: 'tarea', name: (t: TSelfTask) => t.title, mutation: useDeleteSelfTask() },
  });
  const setView = (v: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (v === 'list') next.set('view', 'list');
      else next.delete('view');
      next.delete('page');
      return next;
    });

  // The board takes the search, the category and the priority; the rest belongs to the list.
  const { q, category_id, priority } = page.list.query;
  const boardQuery = Object.fromEntries(
    Object.entries({ q, category_id, priority }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  const tasks = useSelfTaskBoard(boardQuery, board);
  const move = useSelfTaskMove();
  const form = useDialog<TSelfTask>();
  const actions = useRowActions<TSelfTask>([editAction(form.open, true), deleteAction(page.askDelete, true)]);
  const newButton = useNewButton({ label: 'Nueva tarea', allow: 'Gestionar cuenta', onClick: () => form.open(null) });

  return (
    <>
      <PageHeader
        title="Autogestión de tareas"
        subtitle="Sus tareas personales: solo usted las ve."
        actions={newButton}
        tools={board ? null : page.exportButton}
      />
      <Group justify="space-between" mb="sm" gap="sm">
        <SegmentedControl
          aria-label="Vista"
          value={board ? 'board' : 'list'}
          onChange={setView}
          data={[
            { value: 'board', label: viewLabel(IconLayoutKanban, 'Tablero') },
            { value: 'list', label: viewLabel(IconList, 'Lista') },
          ]}
        />
      </Group>
      <SelfTasksFilters list={page.list} board={board} />
      {board ? (
        <SelfTaskBoard
          board={tasks.data}
          loading={tasks.isPending}
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
          onMove={(task, to) => move.mutate({ id: task.public_id, ...to })}
          savingId={move.isPending ? (move.variables?.id ?? null) : null}
          onOpen={form.open}
          onDelete={page.askDelete}
        />
      ) : (
        <DataTable
          {...page.table}
          label="Tareas autoasignadas"
          columns={selfTaskColumns}
          rowLabel={(t) => t.title}
          onRowClick={form.open}
          actions={actions}
          emptyAction={newButton}
          minWidth={760}
        />
      )}
      <SelfTaskFormModal key={form.key} opened={form.opened} task={form.value} onClose={form.close} />
      {page.dialogs}
    </>
  );
}
