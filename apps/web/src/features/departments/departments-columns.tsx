import { Text } from '@mantine/core';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { Dash, createdColumn, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';

export const departmentColumns: DataColumn<TDepartment>[] = [
  nameColumn('name', 'Nombre'),
  {
    key: 'description',
    title: 'Descripción',
    render: (d) =>
      d.description ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {d.description}
        </Text>
      ) : (
        <Dash />
      ),
  },
  { key: 'active', title: 'Estado', sortKey: 'active', render: (d) => <ActiveBadge active={d.active} feminine /> },
  { key: 'users_count', title: 'Usuarios', align: 'right', render: (d) => d.users_count.toLocaleString('es') },
  createdColumn('Creada'),
];
