import { Link } from '../../lib/router/link.tsx';
import { Anchor, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { TStageDetail } from '@gestora/contract/stages/stages.schema';
import { TASK_STATUSES, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { PersonCell } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DateRange } from '../../components/date-range.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate } from '../../lib/dates.ts';

const Count = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

type Activity = TStageDetail['activities'][number];
type Task = TStageDetail['tasks']['data'][number];

/** A name that links to its screen when the user may open it. */
function NameLink({ to, children }: { to: string | null; children: string }) {
  return to ? (
    <Anchor component={Link} to={to} fw={600} size="sm">
      {children}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {children}
    </Text>
  );
}

/** The stage's activities: responsible, dates, status and their own progress. */
export function ActivitiesSection({ activities, editable }: { activities: Activity[]; editable: boolean }) {
  const columns: DataColumn<Activity>[] = [
    {
      key: 'name',
      title: 'Actividad',
      card: 'title',
      render: (a) => <NameLink to={editable ? `/stage_activity/edit/${a.public_id}` : null}>{a.name}</NameLink>,
    },
    {
      key: 'responsible',
      title: 'Responsable',
      render: (a) => <PersonCell user={a.responsible} none="Sin responsable" />,
    },
    { key: 'dates', title: 'Fechas', render: (a) => <DateRange start={a.start_date} end={a.end_date} /> },
    { key: 'status', title: 'Estado', render: (a) => <StatusBadge status={a.status} /> },
    { key: 'progress', title: 'Avance', width: 200, render: (a) => <ProgressMeter progress={a.progress} /> },
  ];
  return (
    <Section
      title="Actividades"
      aside={<Count text={activities.length === 1 ? '1 actividad' : `${activities.length} actividades`} />}
    >
      <ResponsiveTable
        label="Actividades"
        columns={columns}
        rows={activities}
        rowKey={(a) => a.public_id}
        rowLabel={(a) => a.name}
        minWidth={760}
        empty="La etapa no tiene actividades."
      />
    </Section>
  );
}

const statusName = (code: string) => TASK_STATUSES[code as TTaskStatus] ?? code;

function Members({ members }: { members: Task['members'] }) {
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin miembros
      </Text>
    );
  const names = members.map((m) => `${m.name} ${m.last_name}`).join(', ');
  return (
    <Tooltip label={names} withinPortal multiline maw={280}>
      <Avatar.Group spacing={4} aria-label={`Miembros: ${names}`}>
        {members.slice(0, 4).map((m) => (
          <UserAvatar key={m.public_id} user={{ ...m, avatar_url: null }} size={26} />
        ))}
        {members.length > 4 ? (
          <Avatar size={26} radius="xl">
            +{members.length - 4}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip>
  );
}

/** The stage's tasks (open ones first, up to the server's cap), with a link to the whole list when capped. */
export function TasksSection({
  tasks,
  linkTasks,
  allTasksUrl,
}: {
  tasks: TStageDetail['tasks'];
  linkTasks: boolean;
  allTasksUrl: string | null;
}) {
  const count =
    tasks.total > tasks.data.length
      ? `${tasks.data.length} de ${tasks.total} tareas`
      : tasks.total === 1
        ? '1 tarea'
        : `${tasks.total} tareas`;
  const columns: DataColumn<Task>[] = [
    {
      key: 'title',
      title: 'Tarea',
      card: 'title',
      render: (t) => <NameLink to={linkTasks ? `/task/${t.public_id}` : null}>{t.title}</NameLink>,
    },
    { key: 'status', title: 'Estado', render: (t) => <StatusBadge status={statusName(t.status)} /> },
    { key: 'priority', title: 'Prioridad', render: (t) => <StatusBadge status={t.priority} /> },
    {
      key: 'end_date',
      title: 'Fecha de fin',
      render: (t) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t.end_date ? formatDate(t.end_date) : 'Sin fecha'}
        </Text>
      ),
    },
    { key: 'members', title: 'Miembros', render: (t) => <Members members={t.members} /> },
  ];
  return (
    <Section title="Tareas" aside={<Count text={count} />}>
      <ResponsiveTable
        label="Tareas"
        columns={columns}
        rows={tasks.data}
        rowKey={(t) => t.public_id}
        rowLabel={(t) => t.title}
        minWidth={760}
        empty="La etapa no tiene tareas."
      />
      {tasks.total > tasks.data.length && allTasksUrl ? (
        <Group justify="center" mt="md">
          <Badge variant="light" color="gray" radius="sm" tt="none">
            Se muestran las primeras {tasks.data.length}
          </Badge>
          <Anchor component={Link} to={allTasksUrl} size="sm">
            Ver todas las tareas del proyecto
          </Anchor>
        </Group>
      ) : null}
    </Section>
  );
}
