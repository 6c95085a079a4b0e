import { ColorSwatch, Group, Text } from '@mantine/core';
import type { TSelfCategory } from '@gestora/contract/self-assigned/self-assigned.schema';
import { createdColumn, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';

export const selfCategoryColumns: DataColumn<TSelfCategory>[] = [
  nameColumn('name', 'Categoría', (c) => (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={c.colour} size={16} aria-label={`Color ${c.colour}`} />
      <Text fw={500} size="sm">
        {c.name}
      </Text>
    </Group>
  )),
  {
    key: 'tasks_count',
    title: 'Tareas',
    sortKey: 'tasks_count',
    align: 'right',
    render: (c) => c.tasks_count.toLocaleString('es'),
  },
  createdColumn('Registrada'),
];
