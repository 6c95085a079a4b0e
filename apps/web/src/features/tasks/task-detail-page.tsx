import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { Anchor, Box, Breadcrumbs, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { TTaskDetail } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { Fact } from '../../components/fact.tsx';
import { Section } from '../../components/section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { Loaded } from '../../components/loaded.tsx';
import { safeHtml } from '../../lib/rich-text.ts';
import classes from '../../components/rich-text.module.css';
import { TaskAttachments } from './task-attachments.tsx';
import { memberName, PriorityBadge, RemainingDays, TaskStatusBadge } from './task-badges.tsx';
import { TaskComments } from './task-comments.tsx';
import { TaskHistory } from './task-history.tsx';
import { STATUS_OPTIONS } from './task-labels.ts';
import { SUBTASKS_ANCHOR, useAllowedPath } from './task-links.ts';
import { useDeleteTask, useTask } from './tasks.queries.ts';
import { useMoveTask } from './use-move-task.ts';

/** Project › stage › activity; each a link when the app has its screen and the user may open it. */
function ChainBreadcrumbs({ task }: { task: TTaskDetail }) {
  const allowed = useAllowedPath();
  const items = [
    task.project && { ref: task.project, path: allowed(`/project/${task.project.public_id}`) },
    task.stage && { ref: task.stage, path: allowed(`/stage/detail/${task.stage.public_id}`) },
    task.stage_activity && { ref: task.stage_activity, path: null },
  ].filter(Boolean) as { ref: { public_id: string; name: string }; path: string | null }[];
  if (!items.length) return null;
  return (
    <Breadcrumbs
      separatorMargin={6}
      mb="xs"
      aria-label="Ubicación de la tarea"
      style={{ flexWrap: 'wrap', rowGap: 4 }}
      // A long project name wraps on a phone instead of widening the page.
      styles={{ breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
    >
      {items.map(({ ref, path }) =>
        path ? (
          <Anchor key={ref.public_id} component={Link} to={path} size="sm">
            {ref.name}
          </Anchor>
        ) : (
          <Text key={ref.public_id} size="sm" c="dimmed">
            {ref.name}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}

/** The subtasks' place: /task/manage_task links here with '#subtareas' (the router does not scroll to a hash). */
function SubtasksSlot({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === `#${SUBTASKS_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Box ref={ref} id={SUBTASKS_ANCHOR} style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
      {children}
    </Box>
  );
}

interface TaskDetailPageProps {
  /** The subtasks section, composed in by app/routes (another feature's). */
  subtasks?: (taskId: string) => ReactNode;
}

/** '/task/:id': the task with its description, subtasks, members, attachments, status, comments and history. */
export function TaskDetailPage({ subtasks }: TaskDetailPageProps) {
  const { id = '' } = useParams();
  const task = useTask(id);
  return (
    <Loaded query={task} errorTitle="No se pudo cargar la tarea" skeleton={[36, 160, 240]}>
      {(t) => <TaskDetail task={t} subtasks={subtasks} />}
    </Loaded>
  );
}

function TaskDetail({ task: t, subtasks }: { task: TTaskDetail } & TaskDetailPageProps) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const move = useMoveTask();
  const remove = useDeleteTask();
  const [deleting, setDeleting] = useState(false);

  const actions = (
    <>
      {t.can.update ? (
        <Button component={Link} to={`/task/edit/${t.public_id}`} leftSection={<IconEdit size={18} />}>
          Editar
        </Button>
      ) : null}
      {t.can.delete ? (
        <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
          Eliminar
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <ChainBreadcrumbs task={t} />
      <PageHeader
        title={t.title}
        subtitle={
          <Group gap="xs" component="span" wrap="wrap">
            <TaskStatusBadge status={t.status} />
            <PriorityBadge priority={t.priority} />
            <RemainingDays task={t} />
            {t.lateness > 0 ? (
              <Text span size="sm" c="orange.8">
                Finalizada con {t.lateness === 1 ? '1 día' : `${t.lateness} días`} de retraso
              </Text>
            ) : null}
          </Group>
        }
        actions={actions}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Section title="Descripción">
              {t.description ? (
                <div className={classes.body} dangerouslySetInnerHTML={{ __html: safeHtml(t.description) }} />
              ) : (
                <Text size="sm" c="dimmed">
                  Sin descripción.
                </Text>
              )}
            </Section>
            {/* The subtasks list answers to either right; 'Ver tareas' alone does not reach it. */}
            {subtasks && can('Ver subtareas', 'Gestionar tareas asignadas') ? (
              <SubtasksSlot>{subtasks(t.public_id)}</SubtasksSlot>
            ) : null}
            <Section title="Archivos adjuntos">
              <TaskAttachments taskId={t.public_id} files={t.files} canAttach={t.can.change_status} />
            </Section>
            <Section title="Comentarios">
              <TaskComments taskId={t.public_id} members={t.members} canComment={t.can.comment} />
            </Section>
            <Section title="Historial">
              <TaskHistory taskId={t.public_id} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                {t.can.change_status ? (
                  <Select
                    label="Estado"
                    data={STATUS_OPTIONS}
                    value={t.status}
                    allowDeselect={false}
                    onChange={(v) => v && v !== t.status && move.mutate({ id: t.public_id, status: v as TTaskStatus })}
                    comboboxProps={{ withinPortal: true }}
                  />
                ) : (
                  <Fact label="Estado">
                    <TaskStatusBadge status={t.status} />
                  </Fact>
                )}
                <Group grow align="flex-start">
                  <Fact label="Fecha de inicio">{t.start_date ? formatDate(t.start_date) : '—'}</Fact>
                  <Fact label="Fecha de fin">{t.end_date ? formatDate(t.end_date) : '—'}</Fact>
                </Group>
                {t.completed_at ? <Fact label="Finalizada el">{formatDateTime(t.completed_at)}</Fact> : null}
                <Fact label="Creada por">
                  {t.created_by ? memberName(t.created_by) : '—'} · {formatDateTime(t.created_at)}
                </Fact>
              </Stack>
            </Paper>
            <Section title="Miembros">
              {t.members.length ? (
                <Stack gap="sm" role="list" aria-label="Miembros">
                  {t.members.map((m) => (
                    <Group key={m.public_id} gap="sm" wrap="nowrap" role="listitem">
                      <UserAvatar user={m} size={32} />
                      <Text size="sm">{memberName(m)}</Text>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  Sin miembros asignados.
                </Text>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDelete
        target={deleting ? { kind: 'tarea', name: t.title } : null}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutateAsync(t.public_id)}
        onDeleted={() => navigate(can('Ver tareas') ? '/task' : '/task/manage_task')}
      />
    </>
  );
}
