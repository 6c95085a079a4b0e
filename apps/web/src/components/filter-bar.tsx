import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

interface FilterBarProps {
  children: ReactNode;
  /** Shown when a search or filter is in effect. */
  onClear?: () => void;
}

/** The search box and the module's filters above a list; they wrap to full width on a phone. */
export function FilterBar({ children, onClear }: FilterBarProps) {
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      {children}
      {onClear ? (
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          Limpiar filtros
        </Button>
      ) : null}
    </Group>
  );
}

/** Widths of the items of a FilterBar: full width on a phone, side by side from 'sm' up. */
export const SEARCH_WIDTH = { base: '100%', sm: 280 } as const;
export const FILTER_WIDTH = { base: '100%', sm: 210 } as const;
