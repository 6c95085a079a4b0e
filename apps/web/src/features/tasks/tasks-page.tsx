import { useNavigate } from '../../lib/router/history-router.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutKanban, IconList } from '@tabler/icons-react';
import type { TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import { DataTable } from '../../components/data-table.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { TaskBoard } from './task-board.tsx';
import { TASK_FILTERS, TasksFilters } from './tasks-filters.tsx';
import { taskColumns } from './tasks-columns.tsx';
import { tasksQueryOptions, useDeleteTask, useTaskBoard } from './tasks.queries.ts';
import { useMoveTask } from './use-move-task.ts';

const viewLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={6} wrap="nowrap" justify="center">
    <Icon size={16} aria-hidden />
    {text}
  </Group>
);

/** /task 'Tareas': every visible task as a list or as a Kanban board; the view and the filters live in the URL. */
export function TasksPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const board = search.get('view') === 'board';
  const page = useListPage({
    filters: TASK_FILTERS,
    defaults: { sort: 'end_date' },
    query: tasksQueryOptions,
    exportPath: '/api/tasks',
    // The board shows every status: its export leaves out the status filter that only the list applies.
    exportQuery: board ? ({ status: _s, ...query }) => query : undefined,
    enabled: !board,
    remove: { kind: 'tarea', name: (t: TTaskListItem) => t.title, mutation: useDeleteTask() },
  });
  const setView = (v: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (v === 'board') next.set('view', 'board');
      else next.delete('view');
      next.delete('page');
      return next;
    });

  // The board has a column per status: a status filter, paging and sorting belong to the list only.
  const { page: _p, per_page: _pp, status: _s, sort: _so, ...boardQuery } = page.list.query;
  const tasks = useTaskBoard(boardQuery, board);
  const move = useMoveTask();
  const open = (t: TTaskListItem) => navigate(`/task/${t.public_id}`);
  // Each row says what this viewer may do with it (`can`, from the server): no rule is re-derived here.
  const actions = useRowActions<TTaskListItem>([
    viewAction(open),
    { ...editAction((t) => navigate(`/task/edit/${t.public_id}`), 'Actualizar tareas'), when: (t) => t.can.update },
    { ...deleteAction(page.askDelete, 'Eliminar tareas'), when: (t) => t.can.delete },
  ]);
  const newButton = useNewButton({ label: 'Registrar tarea', allow: 'Registrar tareas', to: '/task/create' });

  return (
    <>
      <PageHeader
        title="Tareas"
        subtitle="Las tareas de los proyectos, su estado y sus plazos."
        actions={newButton}
        tools={page.exportButton}
      />
      <Group justify="space-between" mb="sm" gap="sm">
        <SegmentedControl
          aria-label="Vista"
          value={board ? 'board' : 'list'}
          onChange={setView}
          data={[
            { value: 'list', label: viewLabel(IconList, 'Lista') },
            { value: 'board', label: viewLabel(IconLayoutKanban, 'Tablero') },
          ]}
        />
      </Group>
      <TasksFilters list={page.list} withStatus={!board} />
      {board ? (
        <TaskBoard
          board={tasks.data}
          query={boardQuery}
          loading={tasks.isPending}
          error={tasks.error}
          onRetry={() => tasks.refetch()}
          onMove={(id, status) => move.mutateAsync({ id, status })}
          canMove={(t) => t.can.change_status}
        />
      ) : (
        <DataTable
          {...page.table}
          label="Tareas"
          columns={taskColumns}
          rowLabel={(t) => t.title}
          onRowClick={open}
          actions={actions}
          emptyAction={newButton}
          minWidth={860}
        />
      )}
      {page.dialogs}
    </>
  );
}
