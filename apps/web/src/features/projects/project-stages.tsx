import { Link } from '../../lib/router/link.tsx';
import { Anchor, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutList, IconPlus } from '@tabler/icons-react';
import type { TProjectStage } from '@gestora/contract/projects/projects.schema';
import { ProgressMeter } from '../../components/progress-meter.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { Dash } from '../../components/cells.tsx';
import { DateRange } from '../../components/date-range.tsx';

interface ProjectStagesProps {
  projectId: string;
  stages: TProjectStage[];
}

/** The project's stages in order, each with its dates, status and progress; a stage opens its detail. */
export function ProjectStages({ projectId, stages }: ProjectStagesProps) {
  const { can } = useAuth();
  const canSee = can('Ver etapas');
  return (
    <Box component="section" aria-labelledby="project-stages" mt="xl">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} id="project-stages" fz="lg">
          Etapas
        </Title>
        {can('Registrar etapas') ? (
          <Button
            component={Link}
            to={`/stage/create?project=${projectId}`}
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            Nueva etapa
          </Button>
        ) : null}
      </Group>
      {stages.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap={4}>
            <IconLayoutList size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              Este proyecto aún no tiene etapas.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" role="list" aria-label="Etapas del proyecto">
          {stages.map((s, i) => (
            <Paper key={s.public_id} withBorder radius="md" p="md" role="listitem" aria-label={s.name}>
              <Grid gap="sm" align="center">
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed" fw={600} miw={20} style={{ flexShrink: 0 }}>
                      {i + 1}.
                    </Text>
                    {canSee ? (
                      <Anchor component={Link} to={`/stage/detail/${s.public_id}`} fw={600} size="sm">
                        {s.name}
                      </Anchor>
                    ) : (
                      <Text fw={600} size="sm">
                        {s.name}
                      </Text>
                    )}
                  </Group>
                </Grid.Col>
                <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 2, sm: 3 }} ta={{ base: 'right', sm: 'left' }}>
                  <StatusBadge status={s.status} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 3 }} order={{ base: 3, sm: 2 }}>
                  <DateRange start={s.start_date} end={s.end_date} empty={<Dash />} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 3 }} order={4}>
                  <ProgressMeter progress={s.progress} />
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
