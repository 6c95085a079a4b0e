import { Anchor, Avatar, Text, Tooltip } from '@mantine/core';
import type { TUserRef } from '@gestora/contract/common.schema';
import type { TReportTask } from '@gestora/contract/reports/reports.schema';
import { TASK_STATUSES } from '@gestora/contract/tasks/remaining-days';
import { Dash, NoWrap } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate } from '../../lib/dates.ts';
import { Link } from '../../lib/router/link.tsx';
import { formatCount } from './report-format.ts';

const fullName = (u: TUserRef) => `${u.name} ${u.last_name}`.trim();

function Members({ members }: { members: TUserRef[] }) {
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin miembros
      </Text>
    );
  const shown = members.slice(0, 3);
  return (
    <Avatar.Group spacing={6} aria-label={`Miembros: ${members.map(fullName).join(', ')}`}>
      {shown.map((m) => (
        <Tooltip key={m.public_id} label={fullName(m)} withArrow>
          <UserAvatar user={m} size={28} />
        </Tooltip>
      ))}
      {members.length > 3 ? (
        <Avatar size={28} radius="xl">
          +{members.length - 3}
        </Avatar>
      ) : null}
    </Avatar.Group>
  );
}

const date = (iso: string | null) => (iso ? <NoWrap>{formatDate(iso)}</NoWrap> : <Dash />);

/** The tasks behind a figure: the title opens the task's page. */
export const reportTaskColumns: DataColumn<TReportTask>[] = [
  {
    key: 'title',
    title: 'Tarea',
    sortKey: 'title',
    card: 'title',
    render: (t) => (
      <Anchor component={Link} to={`/task/${t.public_id}`} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {t.title}
      </Anchor>
    ),
  },
  {
    key: 'status',
    title: 'Estado',
    sortKey: 'status',
    render: (t) => <StatusBadge status={TASK_STATUSES[t.status]} />,
  },
  { key: 'end_date', title: 'Fecha de fin', sortKey: 'end_date', render: (t) => date(t.end_date) },
  { key: 'completed_at', title: 'Finalizada el', sortKey: 'completed_at', render: (t) => date(t.completed_at) },
  {
    key: 'days_late',
    title: 'Días de retraso',
    sortKey: 'days_late',
    align: 'right',
    render: (t) =>
      t.days_late > 0 ? (
        <Text size="sm" c="orange.8" fw={600}>
          {formatCount(t.days_late)}
        </Text>
      ) : (
        <Dash />
      ),
  },
  { key: 'stage', title: 'Etapa', render: (t) => t.stage?.name ?? <Dash /> },
  { key: 'activity', title: 'Actividad', render: (t) => t.activity?.name ?? <Dash /> },
  { key: 'members', title: 'Miembros', render: (t) => <Members members={t.members} /> },
];
