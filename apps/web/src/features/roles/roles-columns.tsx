import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import type { TRole } from '@gestora/contract/roles/roles.schema';
import { createdColumn, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { isAdminRole } from './roles.queries.ts';

export const roleColumns: DataColumn<TRole>[] = [
  nameColumn('name', 'Nombre', (r) => (
    <Group gap={6} wrap="nowrap">
      <Text fw={500} size="sm">
        {r.name}
      </Text>
      {isAdminRole(r) ? (
        <Tooltip label="Conserva todos los permisos y no se puede eliminar">
          <IconLock
            size={15}
            aria-label="Rol protegido"
            style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }}
          />
        </Tooltip>
      ) : null}
    </Group>
  )),
  {
    key: 'permissions',
    title: 'Permisos',
    render: (r) =>
      isAdminRole(r) ? (
        <Badge variant="light" radius="sm" tt="none" miw="max-content">
          Todos los permisos
        </Badge>
      ) : (
        <Text size="sm">
          {r.permissions.length} de {ALL_PERMISSIONS.length}
        </Text>
      ),
  },
  { key: 'users_count', title: 'Usuarios', align: 'right', render: (r) => r.users_count.toLocaleString('es') },
  createdColumn('Creado'),
];
