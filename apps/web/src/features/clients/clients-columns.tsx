import type { TClient } from '@gestora/contract/clients/clients.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { Lines, createdColumn, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';

export const clientColumns: DataColumn<TClient>[] = [
  nameColumn('name', 'Cliente', (c) => <Lines main={c.name} more={[c.tax_id]} strong />),
  { key: 'contact', title: 'Contacto', render: (c) => <Lines main={c.contact_name} more={[c.email, c.phone]} /> },
  {
    key: 'projects_count',
    title: 'Proyectos',
    sortKey: 'projects_count',
    align: 'right',
    render: (c) => c.projects_count.toLocaleString('es'),
  },
  { key: 'active', title: 'Estado', sortKey: 'active', render: (c) => <ActiveBadge active={c.active} /> },
  createdColumn('Registrado'),
];
