import { Stack, Text } from '@mantine/core';
import type { TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import { Dash, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDate } from '../../lib/dates.ts';
import { MemberAvatars, PriorityBadge, RemainingDays, TaskStatusBadge } from './task-badges.tsx';

export const taskColumns: DataColumn<TTaskListItem>[] = [
  nameColumn('title', 'Tarea', (t) => (
    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {t.title}
    </Text>
  )),
  {
    key: 'project',
    title: 'Proyecto',
    render: (t) =>
      t.project ? (
        <Stack gap={0}>
          <Text size="sm">{t.project.name}</Text>
          {t.stage ? (
            <Text size="xs" c="dimmed">
              {t.stage.name}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Dash />
      ),
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (t) => <TaskStatusBadge status={t.status} /> },
  { key: 'priority', title: 'Prioridad', sortKey: 'priority', render: (t) => <PriorityBadge priority={t.priority} /> },
  {
    key: 'end_date',
    title: 'Fecha de fin',
    sortKey: 'end_date',
    render: (t) => (
      <Stack gap={2} align="flex-end" style={{ alignItems: 'inherit' }}>
        <Text size="sm">{t.end_date ? formatDate(t.end_date) : '—'}</Text>
        <RemainingDays task={t} size="xs" />
      </Stack>
    ),
  },
  { key: 'members', title: 'Miembros', render: (t) => <MemberAvatars members={t.members} max={3} size={28} /> },
];
