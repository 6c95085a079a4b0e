import { Link } from '../../lib/router/link.tsx';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { securityLogColumns } from './security-log-columns.tsx';
import { SECURITY_LOG_FILTERS, SecurityLogFilters } from './security-log-filters.tsx';
import { securityLogQueryOptions } from './security-log.queries.ts';

/** /user/security_log 'Registro de seguridad': sign-ins, password and permission changes, newest first. */
export function SecurityLogPage() {
  const { can } = useAuth();
  const page = useListPage({ filters: SECURITY_LOG_FILTERS, query: securityLogQueryOptions });
  // Always newest first: no sorting here.
  const { sort: _sort, onSortChange: _onSortChange, ...table } = page.table;

  return (
    <>
      {can('Ver usuarios') ? (
        <Anchor component={Link} to="/user" size="sm" mb="xs" display="inline-block">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            Usuarios
          </Group>
        </Anchor>
      ) : null}
      <PageHeader
        title="Registro de seguridad"
        subtitle="Inicios de sesión, cambios de contraseña, de usuarios y de roles, del más reciente al más antiguo."
      />
      <SecurityLogFilters list={page.list} />
      <DataTable
        {...table}
        label="Registro de seguridad"
        columns={securityLogColumns}
        rowLabel={(e) => `${e.event_label}, ${formatDateTime(e.created_at)}`}
        minWidth={860}
      />
    </>
  );
}
