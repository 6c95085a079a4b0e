import { useState, type ReactNode } from 'react';
import { Badge, Button, Collapse, Group, Select, Stack, type SelectProps } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { SearchInput } from './search-input.tsx';
import { bindFilter, type ListParams } from './use-list-params.ts';

/** Widths of the items of a FilterBar: full width on a phone, side by side from 'sm' up. */
export const SEARCH_WIDTH = { base: '100%', sm: 280 } as const;
export const FILTER_WIDTH = { base: '100%', sm: 210 } as const;

interface FilterBarProps<F extends string> {
  list: ListParams<F>;
  /** The search box's placeholder; it searches on the server as the user pauses. */
  search: string;
  searchWidth?: number;
  /** How many filters are in effect ('Filtros' shows it on a phone); by default those set in the URL. */
  active?: number;
  /** The module's filters; they fold behind one 'Filtros' button on a phone. */
  children?: ReactNode;
}

/**
 * The search box and the module's filters above a list, all kept in the URL. On a phone (≤767 px) the filters
 * fold under one 'Filtros' button, so that the list starts on the first screen.
 */
export function FilterBar<F extends string>({ list, search, searchWidth, active, children }: FilterBarProps<F>) {
  const phone = useIsMobile();
  const [open, setOpen] = useState(false);
  const count = active ?? Object.values(list.filters).filter(Boolean).length;
  const box = (
    <SearchInput
      value={list.q}
      onChange={list.setQ}
      placeholder={search}
      w={searchWidth ? { base: '100%', sm: searchWidth } : SEARCH_WIDTH}
    />
  );
  const clear = list.filtered ? (
    <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={list.clear}>
      Limpiar filtros
    </Button>
  ) : null;
  const row = (items: ReactNode) => (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {items}
      {clear}
    </Group>
  );

  if (phone && children) {
    return (
      <Stack gap="sm" mb="md">
        {box}
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            count ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : null
          }
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          Filtros
        </Button>
        <Collapse expanded={open}>{row(children)}</Collapse>
      </Stack>
    );
  }
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      {box}
      {children}
      {clear}
    </Group>
  );
}

interface FilterSelectProps<F extends string> extends Omit<SelectProps, 'value' | 'onChange' | 'list'> {
  list: ListParams<F>;
  name: F;
}

/** A select bound to one filter of the URL ('Todos los estados' when none). */
export function FilterSelect<F extends string>({ list, name, label, ...rest }: FilterSelectProps<F>) {
  return (
    <Select
      aria-label={typeof label === 'string' ? label : undefined}
      {...bindFilter(list, name)}
      clearable
      w={FILTER_WIDTH}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

/** 'Estado': a list's status filter ('Todos los estados'). */
export function StatusFilter<F extends string>(props: Omit<FilterSelectProps<F>, 'label' | 'placeholder'>) {
  return <FilterSelect label="Estado" placeholder="Todos los estados" {...props} />;
}

/** 'Prioridad': a list's priority filter ('Todas las prioridades'). */
export function PriorityFilter<F extends string>(props: Omit<FilterSelectProps<F>, 'label' | 'placeholder'>) {
  return <FilterSelect label="Prioridad" placeholder="Todas las prioridades" {...props} />;
}

/** 'Estado' of records that can be switched off: 'Activos' / 'Inactivos' ('Activas' for a feminine noun). */
export function ActiveFilter<F extends string>({
  feminine = false,
  ...props
}: {
  list: ListParams<F>;
  name: F;
  feminine?: boolean;
}) {
  const data = [
    { value: 'true', label: feminine ? 'Activas' : 'Activos' },
    { value: 'false', label: feminine ? 'Inactivas' : 'Inactivos' },
  ];
  return <StatusFilter data={data} {...props} />;
}
