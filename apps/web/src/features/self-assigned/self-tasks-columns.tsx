import { Text } from '@mantine/core';
import type { TSelfTask } from '@gestora/contract/self-assigned/self-assigned.schema';
import { Dash, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { CategoryTag, SelfDueBadge } from './self-task-badges.tsx';

export const selfTaskColumns: DataColumn<TSelfTask>[] = [
  nameColumn('title', 'Tarea', (t) => (
    <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t.title}
    </Text>
  )),
  { key: 'category', title: 'Categoría', render: (t) => <CategoryTag category={t.category} /> },
  {
    key: 'due_date',
    title: 'Vencimiento',
    sortKey: 'due_date',
    render: (t) => (t.due_date ? <SelfDueBadge task={t} /> : <Dash />),
  },
  { key: 'priority', title: 'Prioridad', sortKey: 'priority', render: (t) => <StatusBadge status={t.priority} /> },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (t) => <StatusBadge status={t.status} /> },
];
