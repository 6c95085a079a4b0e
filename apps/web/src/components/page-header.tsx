import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useIsMobile } from '../lib/use-is-mobile.ts';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A line above the title (a project's code and status). */
  eyebrow?: ReactNode;
  /** The page's primary action(s), on the right; full width below the title on a phone. */
  actions?: ReactNode;
  /** Small tools beside the actions ('Exportar'); on a phone they stay beside the title, as icons. */
  tools?: ReactNode;
}

export function PageHeader({ title, subtitle, eyebrow, actions, tools }: PageHeaderProps) {
  const phone = useIsMobile();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
      <Box style={{ flex: '1 1 16rem', minWidth: 0 }}>
        {eyebrow}
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
          {title}
        </Title>
        {subtitle ? (
          // A div: the subtitle may be a group of badges and links, which a <p> may not hold.
          <Text component="div" c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {tools && phone ? tools : null}
      {actions && phone ? (
        // A column stretches each button to the width of the screen: easy to reach with a thumb.
        <Stack gap="xs" w="100%">
          {actions}
        </Stack>
      ) : actions || (tools && !phone) ? (
        <Group gap="xs" wrap="wrap">
          {phone ? null : tools}
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
