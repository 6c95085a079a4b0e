import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TStageDetail } from '@gestora/contract/stages/stages.schema';
import { TASK_STATUSES, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { PHONE_QUERY } from '../../components/data-table.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDate } from '../../lib/dates.ts';
import { DateRange } from '../../components/date-range.tsx';

type Activity = TStageDetail['activities'][number];
type Task = TStageDetail['tasks']['data'][number];

function Section({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {count}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      {children}
    </Text>
  );
}

function Responsible({ user }: { user: Activity['responsible'] }) {
  if (!user)
    return (
      <Text size="sm" c="dimmed">
        Sin responsable
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar user={user} size={26} />
      <Text size="sm">{`${user.name} ${user.last_name}`}</Text>
    </Group>
  );
}

/** The stage's activities: responsible, dates, status and their own progress. */
export function ActivitiesSection({ activities, editable }: { activities: Activity[]; editable: boolean }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const name = (a: Activity) =>
    editable ? (
      <Anchor component={Link} to={`/stage_activity/edit/${a.public_id}`} fw={600} size="sm">
        {a.name}
      </Anchor>
    ) : (
      <Text fw={600} size="sm">
        {a.name}
      </Text>
    );
  return (
    <Section title="Actividades" count={activities.length === 1 ? '1 actividad' : `${activities.length} actividades`}>
      {activities.length === 0 ? (
        <Empty>La etapa no tiene actividades.</Empty>
      ) : phone ? (
        <Stack gap="sm" role="list" aria-label="Actividades">
          {activities.map((a) => (
            <Paper key={a.public_id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
                {name(a)}
                <StatusBadge status={a.status} />
              </Group>
              <Stack gap={6}>
                <Responsible user={a.responsible} />
                <DateRange start={a.start_date} end={a.end_date} />
                <ProgressMeter progress={a.progress} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table aria-label="Actividades" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Actividad</Table.Th>
                <Table.Th>Responsable</Table.Th>
                <Table.Th>Fechas</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th w={200}>Avance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activities.map((a) => (
                <Table.Tr key={a.public_id}>
                  <Table.Td>{name(a)}</Table.Td>
                  <Table.Td>
                    <Responsible user={a.responsible} />
                  </Table.Td>
                  <Table.Td>
                    <DateRange start={a.start_date} end={a.end_date} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={a.status} />
                  </Table.Td>
                  <Table.Td>
                    <ProgressMeter progress={a.progress} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const count =
    tasks.total > tasks.data.length
      ? `${tasks.data.length} de ${tasks.total} tareas`
      : tasks.total === 1
        ? '1 tarea'
        : `${tasks.total} tareas`;
  const title = (t: Task) =>
    linkTasks ? (
      <Anchor component={Link} to={`/task/${t.public_id}`} fw={600} size="sm">
        {t.title}
      </Anchor>
    ) : (
      <Text fw={600} size="sm">
        {t.title}
      </Text>
    );
  const end = (t: Task) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t.end_date ? formatDate(t.end_date) : 'Sin fecha'}
    </Text>
  );
  return (
    <Section title="Tareas" count={count}>
      {tasks.data.length === 0 ? (
        <Empty>La etapa no tiene tareas.</Empty>
      ) : phone ? (
        <Stack gap="sm" role="list" aria-label="Tareas">
          {tasks.data.map((t) => (
            <Paper key={t.public_id} withBorder radius="md" p="sm" role="listitem">
              <Stack gap={6}>
                {title(t)}
                <Group gap="xs">
                  <StatusBadge status={statusName(t.status)} />
                  <StatusBadge status={t.priority} />
                </Group>
                <Group justify="space-between" wrap="nowrap">
                  {end(t)}
                  <Members members={t.members} />
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table aria-label="Tareas" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tarea</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Prioridad</Table.Th>
                <Table.Th>Fecha de fin</Table.Th>
                <Table.Th>Miembros</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.data.map((t) => (
                <Table.Tr key={t.public_id}>
                  <Table.Td>{title(t)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={statusName(t.status)} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={t.priority} />
                  </Table.Td>
                  <Table.Td>{end(t)}</Table.Td>
                  <Table.Td>
                    <Members members={t.members} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
