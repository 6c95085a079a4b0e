import { useState, type ReactNode } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconListCheck, IconTrash } from '@tabler/icons-react';
import type { TProjectDetail } from '@gestora/contract/projects/projects.schema';
import { Dash, PersonCell } from '../../components/cells.tsx';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DateRange } from '../../components/date-range.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAuth } from '../../lib/auth-store.ts';
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

function Summary({ project }: { project: TProjectDetail }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" verticalSpacing="md">
        <Field label="Cliente">{project.client?.name ?? <Dash />}</Field>
        <Field label="Área">{project.department?.name ?? <Dash />}</Field>
        <Field label="Responsable">
          <PersonCell user={project.manager} />
        </Field>
        <Field label="Fechas">
          <DateRange start={project.start_date} end={project.end_date} empty={<Dash />} />
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
  const project = useProject(id);
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState(false);

  return (
    <Loaded
      query={project}
      errorTitle="No se pudo cargar el proyecto"
      errorExtra={
        <Button variant="subtle" size="xs" component={Link} to="/project">
          Volver a proyectos
        </Button>
      }
      skeleton={[40, 140, 70, 70]}
    >
      {(p) => (
        <>
          <PageHeader
            eyebrow={
              <Group gap="sm" mb={6}>
                <Text ff="monospace" size="sm" c="dimmed">
                  {p.code}
                </Text>
                <StatusBadge status={p.status} />
              </Group>
            }
            title={p.name}
            actions={<ProjectActions project={p} onDelete={() => setDeleting(true)} />}
          />
          <Summary project={p} />
          <ProjectStages projectId={p.public_id} stages={p.stages} />
          <ConfirmDelete
            target={deleting ? { kind: 'proyecto', name: `${p.code} · ${p.name}` } : null}
            onClose={() => setDeleting(false)}
            onConfirm={() => remove.mutateAsync(p.public_id)}
            onDeleted={() => navigate('/project')}
          />
        </>
      )}
    </Loaded>
  );
}

function ProjectActions({ project: p, onDelete }: { project: TProjectDetail; onDelete: () => void }) {
  const { can } = useAuth();
  return (
    <>
      {can('Registrar tareas') ? (
        <Button component={Link} to={`/task/create?project=${p.public_id}`} leftSection={<IconListCheck size={18} />}>
          Registrar tarea
        </Button>
      ) : null}
      {p.can.update ? (
        <Button
          component={Link}
          to={`/project/edit/${p.public_id}`}
          variant="default"
          leftSection={<IconEdit size={18} />}
        >
          Editar
        </Button>
      ) : null}
      {p.can.delete ? (
        <Button variant="default" color="red" c="red" leftSection={<IconTrash size={18} />} onClick={onDelete}>
          Eliminar
        </Button>
      ) : null}
    </>
  );
}
