import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';

/** Gestora's mark and name; `compact` keeps only the mark (narrow top bar). */
export function BrandLogo({ size = 'md', compact = false }: { size?: 'md' | 'lg'; compact?: boolean }) {
  const big = size === 'lg';
  return (
    <Group gap={big ? 10 : 8} wrap="nowrap">
      <ThemeIcon
        size={big ? 44 : 32}
        radius="md"
        variant="gradient"
        gradient={{ from: 'brand.5', to: 'brand.8', deg: 135 }}
      >
        <IconChecks size={big ? 26 : 20} stroke={2.2} />
      </ThemeIcon>
      {!compact && (
        <Text fw={750} fz={big ? 26 : 19} c="brand.8" lts={-0.3}>
          Gestora
        </Text>
      )}
    </Group>
  );
}
