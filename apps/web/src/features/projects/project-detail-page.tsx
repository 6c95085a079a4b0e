import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconEdit, IconListCheck, IconTrash } from '@tabler/icons-react';
import type { TProjectDetail } from '@gestora/contract/projects/projects.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { PHONE_QUERY } from '../../components/data-table.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { DateSpan, dash } from './projects-columns.tsx';
import { ProjectStages } from './project-stages.tsx';
import { useDeleteProject, useProject } from './projects.queries.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Stack>
  );
}

/** The page header of components/page-header.tsx, with the code and the status badge above the name. */
function ProjectHeader({ project, actions }: { project: TProjectDetail; actions: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
      <Box style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Group gap="sm" mb={6}>
          <Text ff="monospace" size="sm" c="dimmed">
            {project.code}
          </Text>
          <StatusBadge status={project.status} />
        </Group>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
          {project.name}
        </Title>
      </Box>
      {phone ? (
        <Stack gap="xs" w="100%">
          {actions}
        </Stack>
      ) : (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

function Summary({ project }: { project: TProjectDetail }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" verticalSpacing="md">
        <Field label="Cliente">{project.client?.name ?? dash}</Field>
        <Field label="Área">{project.department?.name ?? dash}</Field>
        <Field label="Responsable">
          {project.manager ? (
            <Group gap="xs" wrap="nowrap">
              <UserAvatar user={project.manager} size={26} />
              <span>{`${project.manager.name} ${project.manager.last_name}`}</span>
            </Group>
          ) : (
            dash
          )}
        </Field>
        <Field label="Fechas">
          <DateSpan start={project.start_date} end={project.end_date} />
        </Field>
      </SimpleGrid>
      <Box mt="lg">
        <Field label="Avance">
          <ProgressMeter progress={project.progress} size="lg" />
        </Field>
      </Box>
      {project.description ? (
        <Box mt="lg">
          <Field label="Descripción">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {project.description}
            </Text>
          </Field>
        </Box>
      ) : null}
    </Paper>
  );
}

/** /project/:id: the project's header, its progress and its stages. */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useAuth();
  const project = useProject(id);
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState(false);
  const p = project.data;

  if (project.error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No se pudo cargar el proyecto">
        {errorMessage(project.error)}
        <Group mt="sm" gap="sm">
          <Button variant="light" color="red" size="xs" onClick={() => project.refetch()}>
            Reintentar
          </Button>
          <Button variant="subtle" size="xs" component={Link} to="/project">
            Volver a proyectos
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!p) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={40} width="50%" />
        <Skeleton height={140} />
        <Skeleton height={70} />
        <Skeleton height={70} />
      </Stack>
    );
  }

  const actions = (
    <>
      {can('Registrar tareas') ? (
        <Button component={Link} to={`/task/create?project=${p.public_id}`} leftSection={<IconListCheck size={18} />}>
          Registrar tarea
        </Button>
      ) : null}
      {can('Actualizar proyectos') ? (
        <Button
          component={Link}
          to={`/project/edit/${p.public_id}`}
          variant="default"
          leftSection={<IconEdit size={18} />}
        >
          Editar
        </Button>
      ) : null}
      {can('Eliminar proyectos') ? (
        <Button
          variant="default"
          color="red"
          c="red"
          leftSection={<IconTrash size={18} />}
          onClick={() => setDeleting(true)}
        >
          Eliminar
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <ProjectHeader project={p} actions={actions} />
      <Summary project={p} />
      <ProjectStages projectId={p.public_id} stages={p.stages} />
      <ConfirmDelete
        target={deleting ? { kind: 'proyecto', name: `${p.code} · ${p.name}` } : null}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutateAsync(p.public_id)}
        onDeleted={() => navigate('/project')}
      />
    </>
  );
}
