import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '../../lib/router/link.tsx';
import type { TProjectRef } from '@gestora/contract/stages/stages.schema';

/** The project's code over its name (one line, the whole name on hover); a link to it when the user may open it. */
export function ProjectLabel({ project, link = false }: { project: TProjectRef; link?: boolean }) {
  return (
    <Stack gap={0} miw={0} title={`${project.code} · ${project.name}`}>
      {link ? (
        <Anchor
          component={Link}
          to={`/project/${project.public_id}`}
          size="sm"
          fw={600}
          onClick={(e) => e.stopPropagation()}
        >
          {project.code}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {project.code}
        </Text>
      )}
      <Text size="xs" c="dimmed" lineClamp={1}>
        {project.name}
      </Text>
    </Stack>
  );
}
