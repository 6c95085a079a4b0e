import type { ReactNode } from 'react';
import {
  ActionIcon,
  Group,
  Menu,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDotsVertical, IconSelector } from '@tabler/icons-react';

export interface DataColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The server's sort key for this column ('x' ascending, '-x' descending); without it the column does not sort. */
  sortKey?: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** In the phone card: 'title' is the card's heading, 'hidden' leaves the column out, 'full' spans the card. */
  card?: 'title' | 'hidden' | 'full';
}

export interface RowAction<T> {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: (row: T) => void;
}

const formatCount = (n: number) => n.toLocaleString('es');

/** '1–20 de 348' */
export function rangeText(page: { current_page: number; per_page: number; total: number }, shown: number): string {
  if (page.total === 0 || shown === 0) return `0 de ${formatCount(page.total)}`;
  const from = (page.current_page - 1) * page.per_page + 1;
  return `${formatCount(from)}–${formatCount(from + shown - 1)} de ${formatCount(page.total)}`;
}

export function SortHeader({
  title,
  active,
  onSort,
}: {
  title: string;
  active: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const Icon = active === 'asc' ? IconChevronUp : active === 'desc' ? IconChevronDown : IconSelector;
  return (
    <UnstyledButton
      onClick={onSort}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 'inherit' }}
    >
      {title}
      <Icon size={14} stroke={1.8} style={{ opacity: active ? 1 : 0.45 }} aria-hidden />
    </UnstyledButton>
  );
}

export function RowActionsMenu<T>({ row, actions, label }: { row: T; actions: RowAction<T>[]; label: string }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Acciones de ${label}`}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {actions.map((a) => (
          <Menu.Item key={a.label} leftSection={a.icon} color={a.color} onClick={() => a.onClick(row)}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

const skeletonWidths = ['70%', '55%', '85%', '40%', '65%', '50%'];

export function SkeletonRows({ columns, rows, withActions }: { columns: number; rows: number; withActions: boolean }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Tr key={r} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <Table.Td key={c}>
              <Skeleton height={12} radius="xl" width={skeletonWidths[(r + c) % skeletonWidths.length]} />
            </Table.Td>
          ))}
          {withActions ? <Table.Td /> : null}
        </Table.Tr>
      ))}
    </>
  );
}

export function SkeletonCards({ rows }: { rows: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, r) => (
        <Paper key={r} withBorder p="md" radius="md" data-testid="skeleton-row">
          <Skeleton height={14} width="60%" radius="xl" mb="sm" />
          <Skeleton height={10} width="85%" radius="xl" mb={8} />
          <Skeleton height={10} width="45%" radius="xl" />
        </Paper>
      ))}
    </Stack>
  );
}

interface FooterProps {
  page: { current_page: number; per_page: number; total: number; last_page: number };
  shown: number;
  compact: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
}

const PER_PAGE_OPTIONS = ['10', '20', '50', '100'];

export function TableFooter({ page, shown, compact, onPageChange, onPerPageChange }: FooterProps) {
  return (
    <Group justify={compact ? 'center' : 'space-between'} gap="sm" mt="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="table-range" style={{ whiteSpace: 'nowrap' }}>
          {rangeText(page, shown)}
        </Text>
        {onPerPageChange && !compact ? (
          <Select
            aria-label="Registros por página"
            size="xs"
            w={130}
            data={PER_PAGE_OPTIONS.map((v) => ({ value: v, label: `${v} por página` }))}
            value={String(page.per_page)}
            onChange={(v) => v && onPerPageChange(Number(v))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </Group>
      {page.last_page > 1 ? (
        <Pagination
          total={page.last_page}
          value={page.current_page}
          onChange={onPageChange}
          size={compact ? 'sm' : 'md'}
          siblings={compact ? 0 : 1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': {
              first: 'Primera página',
              previous: 'Página anterior',
              next: 'Página siguiente',
              last: 'Última página',
            }[control],
          })}
        />
      ) : null}
    </Group>
  );
}
