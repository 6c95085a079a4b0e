import { Anchor, Card, Group, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import type { TMicroTask, TMyMicroTaskGroup } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { sidebarLabel } from '@gestora/contract/sidebar-label';
import { TASK_STATUSES, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { CardPages, CardSkeletons, EmptyCard } from '../../components/card-list-parts.tsx';
import { MicroTaskCheck } from '../../components/micro-task-check.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { notifyError } from '../../lib/notify.ts';
import { useMyMicroTasks, useTickMyMicroTask } from './micro-tasks.queries.ts';

const FILTERS = ['state'] as const;
const GROUPS_PER_PAGE = 10;
/** The sidebar's 'Microsubtarea' (the spec's label), so that the entry and the page read alike. */
const TITLE = sidebarLabel('/activity/manage_activity');

function MicroTaskGroup({
  group,
  canOpenSubtasks,
  onTick,
}: {
  group: TMyMicroTaskGroup;
  canOpenSubtasks: boolean;
  onTick: (m: TMicroTask, done: boolean) => void;
}) {
  const hidden = group.total - group.items.length;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={`${group.task.title} · ${group.subtask.title}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {group.task.title}
            </Text>
            {canOpenSubtasks ? (
              <Anchor
                component={Link}
                to={`/subtasks_in_task/${group.task.public_id}`}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {group.subtask.title}
              </Anchor>
            ) : (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {group.subtask.title}
              </Text>
            )}
          </Stack>
          <StatusBadge status={TASK_STATUSES[group.subtask.status as TTaskStatus]} />
        </Group>
        <Stack gap={6}>
          {group.items.map((m) => (
            <MicroTaskCheck key={m.public_id} item={m} onTick={(done) => onTick(m, done)} />
          ))}
        </Stack>
        {hidden > 0 ? (
          <Text size="sm" c="dimmed">
            y {hidden} más en esta subtarea
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /activity/manage_activity — the signed-in user's micro-tasks as a checklist grouped by task and subtask. */
export function MyMicroTasksPage() {
  const params = useListParams(FILTERS, { perPage: GROUPS_PER_PAGE });
  const state = params.filters.state || 'pending';
  const list = useMyMicroTasks({ ...params.query, state });
  const tick = useTickMyMicroTask();
  const { can } = useAuth();
  const counts = list.data?.counts;

  const onTick = (m: TMicroTask, done: boolean) =>
    tick.mutate({ id: m.public_id, done }, { onError: (e) => notifyError(errorMessage(e)) });

  return (
    <>
      <PageHeader title={TITLE} subtitle="Sus microtareas, agrupadas por tarea y subtarea." />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Mostrar"
            value={state}
            onChange={(v) => params.setFilter('state', v === 'pending' ? null : v)}
            data={[
              { value: 'pending', label: `Pendientes${counts ? ` (${counts.pending})` : ''}` },
              { value: 'done', label: `Hechas${counts ? ` (${counts.done})` : ''}` },
              { value: 'all', label: 'Todas' },
            ]}
          />
          <SearchInput
            aria-label="Buscar por microtarea, subtarea o tarea"
            placeholder="Buscar"
            value={params.q}
            onChange={params.setQ}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>

        {list.isError && !list.data ? (
          <LoadError
            title="No se pudieron cargar sus microtareas"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <CardSkeletons height={120} />
        ) : list.data.data.length === 0 ? (
          <EmptyCard gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconChecklist size={26} />
            </ThemeIcon>
            <Text fw={600}>
              {state === 'pending' && !params.q ? 'No tiene microtareas pendientes' : 'No se encontraron registros'}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {state === 'pending' && !params.q
                ? 'Cuando le asignen una microtarea aparecerá aquí.'
                : 'Pruebe con otro filtro o búsqueda.'}
            </Text>
          </EmptyCard>
        ) : (
          <Stack gap="sm">
            {list.data.data.map((g) => (
              <MicroTaskGroup
                key={g.subtask.public_id}
                group={g}
                canOpenSubtasks={can('Ver subtareas')}
                onTick={onTick}
              />
            ))}
          </Stack>
        )}

        <CardPages pages={list.data?.last_page ?? 0} page={params.page} onChange={params.setPage} />
      </Stack>
    </>
  );
}
