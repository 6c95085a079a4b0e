import { Navigate } from '../../lib/router/link.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { EmptyState, Group, Pagination, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { ExportButton } from '../../components/export-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { LoadError } from '../../components/load-error.tsx';
import { MyTaskCard } from './my-task-card.tsx';
import { TASK_FILTERS, TasksFilters } from './tasks-filters.tsx';
import { useMyTasks } from './tasks.queries.ts';
import { useMoveTask } from './use-move-task.ts';

const PER_PAGE = 12;

/** /task/manage_task 'Tareas asignadas': the signed-in user's tasks, where they move the status. */
export function MyTasksPage() {
  const { can } = useAuth();
  const [search] = useSearchParams();
  const list = useListParams(TASK_FILTERS, { sort: 'end_date', perPage: PER_PAGE });
  // /api/my_tasks filters by status, project and dates; priority and member do not apply here.
  const { member_id: _m, ...query } = list.query;
  const tasks = useMyTasks(query);
  const move = useMoveTask();
  const page = tasks.data;

  // A notification about a task links here with ?task=<id>: open that task.
  const linked = search.get('task');
  if (linked) return <Navigate to={`/task/${linked}`} replace />;

  return (
    <>
      <PageHeader
        title="Tareas asignadas"
        subtitle="Sus tareas: cambie su estado, comente y adjunte evidencias."
        tools={<ExportButton path="/api/my_tasks" query={query} />}
      />
      <TasksFilters list={list} withMember={false} />
      {tasks.error && !page ? (
        <LoadError error={tasks.error} onRetry={() => tasks.refetch()} title="No se pudieron cargar sus tareas" />
      ) : !page ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={230} radius="md" />
          ))}
        </SimpleGrid>
      ) : page.data.length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconChecklist size={28} stroke={1.5} />}
            withIndicatorBackground
            title={list.filtered ? MSG.noRecords : MSG.noTasks}
            description={list.filtered ? 'Pruebe con otra búsqueda o quite los filtros.' : undefined}
          />
        </Paper>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            role="list"
            aria-label="Tareas asignadas"
            style={{ opacity: tasks.isPlaceholderData ? 0.65 : 1 }}
          >
            {page.data.map((t) => (
              <MyTaskCard
                key={t.public_id}
                task={t}
                canSeeSubtasks={can('Ver subtareas')}
                onMove={(status) => move.mutate({ id: t.public_id, status })}
              />
            ))}
          </SimpleGrid>
          <Group justify="space-between" mt="md" gap="sm">
            <Text size="sm" c="dimmed">
              {(page.current_page - 1) * page.per_page + 1}–{(page.current_page - 1) * page.per_page + page.data.length}{' '}
              de {page.total.toLocaleString('es')}
            </Text>
            {page.last_page > 1 ? (
              <Pagination total={page.last_page} value={page.current_page} onChange={list.setPage} size="sm" />
            ) : null}
          </Group>
        </>
      )}
    </>
  );
}
