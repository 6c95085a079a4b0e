import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconEdit, IconEye, IconLayoutKanban, IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type RowAction } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { TaskBoard } from './task-board.tsx';
import { TASK_FILTERS, TaskFilters } from './task-filters.tsx';
import { taskColumns } from './tasks-columns.tsx';
import { useDeleteTask, useTaskBoard, useTaskList } from './tasks.queries.ts';
import { useMoveTask } from './use-move-task.ts';

type View = 'list' | 'board';

/** /task 'Tareas': every visible task as a list or as a Kanban board; the view and the filters live in the URL. */
export function TasksPage() {
  const { can, user } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(TASK_FILTERS, { sort: 'end_date' });
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'board' ? 'board' : 'list';
  const setView = (v: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (v === 'board') next.set('view', 'board');
      else next.delete('view');
      next.delete('page');
      return next;
    });

  // The board has a column per status: a status filter, paging and sorting belong to the list only.
  const { page: _p, per_page: _pp, status: _s, sort: _so, ...boardQuery } = list.query;
  const tasks = useTaskList(list.query, view === 'list');
  const board = useTaskBoard(boardQuery, view === 'board');
  const move = useMoveTask();
  const remove = useDeleteTask();
  const [toDelete, setToDelete] = useState<TTaskListItem | null>(null);

  const canCreate = can('Registrar tareas');
  const canUpdate = can('Actualizar tareas');
  const canDelete = can('Eliminar tareas');
  const open = (t: TTaskListItem) => navigate(`/task/${t.public_id}`);

  const actions = (t: TTaskListItem): RowAction<TTaskListItem>[] => [
    { label: 'Ver', icon: <IconEye size={16} />, onClick: open },
    ...(canUpdate
      ? [{ label: 'Editar', icon: <IconEdit size={16} />, onClick: () => navigate(`/task/edit/${t.public_id}`) }]
      : []),
    ...(canDelete
      ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: () => setToDelete(t) }]
      : []),
  ];

  const newButton = canCreate ? (
    <Button component={Link} to="/task/create" leftSection={<IconPlus size={18} />}>
      Registrar tarea
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title="Tareas" subtitle="Las tareas de los proyectos, su estado y sus plazos." actions={newButton} />
      <Group justify="space-between" mb="sm" gap="sm">
        <SegmentedControl
          aria-label="Vista"
          value={view}
          onChange={setView}
          data={[
            {
              value: 'list',
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <IconList size={16} aria-hidden />
                  Lista
                </Group>
              ),
            },
            {
              value: 'board',
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <IconLayoutKanban size={16} aria-hidden />
                  Tablero
                </Group>
              ),
            },
          ]}
        />
      </Group>
      <TaskFilters list={list} withStatus={view === 'list'} />
      {view === 'list' ? (
        <DataTable
          label="Tareas"
          columns={taskColumns}
          rowKey={(t) => t.public_id}
          rowLabel={(t) => t.title}
          page={tasks.data}
          loading={tasks.isPending}
          fetching={tasks.isPlaceholderData}
          error={tasks.error}
          onRetry={() => tasks.refetch()}
          sort={list.sort}
          onSortChange={list.setSort}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
          onRowClick={open}
          actions={actions}
          emptyAction={newButton}
          filtered={list.filtered}
          minWidth={860}
        />
      ) : (
        <TaskBoard
          board={board.data}
          loading={board.isPending}
          error={board.error}
          onRetry={() => board.refetch()}
          onMove={(id, status) => move.mutate({ id, status })}
          canMove={(t) =>
            canUpdate || (can('Gestionar tareas asignadas') && t.members.some((m) => m.public_id === user?.public_id))
          }
        />
      )}
      <ConfirmDelete
        target={toDelete ? { kind: 'tarea', name: toDelete.title } : null}
        onClose={() => setToDelete(null)}
        onConfirm={() => remove.mutateAsync(toDelete!.public_id)}
      />
    </>
  );
}
