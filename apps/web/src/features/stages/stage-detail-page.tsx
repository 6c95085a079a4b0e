import type { ReactNode } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconListCheck, IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header.tsx';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { Loaded } from '../../components/loaded.tsx';
import type { TStageDetail } from '@gestora/contract/stages/stages.schema';
import { ProjectLabel } from './stage-cells.tsx';
import { ActivitiesSection, TasksSection } from './stage-detail-sections.tsx';
import { useStage } from './stages.queries.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** /stage/detail/:id: the stage with its project, dates, status and progress, its activities and its tasks. */
export function StageDetailPage() {
  const { id } = useParams();
  const stage = useStage(id);
  return (
    <Loaded query={stage} errorTitle="No se pudo cargar la etapa" skeleton={[40, 140, 220]}>
      {(s) => <StageDetail stage={s} />}
    </Loaded>
  );
}

function StageDetail({ stage: s }: { stage: TStageDetail }) {
  const { can } = useAuth();
  const actions = (
    <>
      {can('Actualizar etapas') ? (
        <Button
          component={Link}
          to={`/stage/edit/${s.public_id}`}
          variant="default"
          leftSection={<IconEdit size={18} />}
        >
          Editar
        </Button>
      ) : null}
      {can('Registrar actividades en etapa') ? (
        <Button
          component={Link}
          to={`/stage_activity/create?stage=${s.public_id}`}
          variant="default"
          leftSection={<IconPlus size={18} />}
        >
          Nueva actividad
        </Button>
      ) : null}
      {can('Registrar tareas') ? (
        <Button
          component={Link}
          to={`/task/create?project=${s.project.public_id}&stage=${s.public_id}`}
          leftSection={<IconListCheck size={18} />}
        >
          Registrar tarea
        </Button>
      ) : null}
    </>
  );

  const seesProjects = can('Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios');
  return (
    <>
      <PageHeader title={s.name} subtitle={s.description ?? undefined} actions={actions} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <Fact label="Proyecto">
              <ProjectLabel project={s.project} link={seesProjects} />
            </Fact>
            <Fact label="Fechas">
              <Text size="sm">
                {s.start_date || s.end_date
                  ? `${s.start_date ? formatDate(s.start_date) : 'Sin inicio'} – ${s.end_date ? formatDate(s.end_date) : 'sin fin'}`
                  : 'Sin fechas'}
              </Text>
            </Fact>
            <Fact label="Estado">
              <Group>
                <StatusBadge status={s.status} size="lg" />
              </Group>
            </Fact>
            <Fact label="Avance">
              <ProgressMeter progress={s.progress} size="lg" />
              <Text size="xs" c="dimmed">
                {s.progress.finished} de {s.progress.tasks} tareas finalizadas
              </Text>
            </Fact>
          </SimpleGrid>
        </Paper>
        <ActivitiesSection activities={s.activities} editable={can('Actualizar actividades en etapa')} />
        <TasksSection
          tasks={s.tasks}
          linkTasks={can('Ver tareas', 'Gestionar tareas asignadas')}
          allTasksUrl={can('Ver tareas') ? `/task?project_id=${s.project.public_id}` : null}
        />
      </Stack>
    </>
  );
}
