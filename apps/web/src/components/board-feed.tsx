import type { ReactNode } from 'react';
import { Box, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { useDepartmentOptions } from '../lib/lookups.queries.ts';
import { useInfiniteSentinel } from '../lib/use-infinite-sentinel.ts';
import { usePullToRefresh } from './pull-to-refresh.tsx';
import type { Feed } from './use-feed.ts';

interface BoardFeedProps<T extends { public_id: string }> {
  label: string;
  query: UseInfiniteQueryResult<Feed<T>>;
  departmentId: string;
  onDepartmentChange: (departmentId: string) => void;
  renderItem: (item: T) => ReactNode;
}

/** Every item of the loaded pages, once each (a post that arrived live may come again in a later page). */
export function itemsOf<T extends { public_id: string }>(data: Feed<T> | undefined): T[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((p: TPage<T>) => p.data)
    .filter((item) => !seen.has(item.public_id) && Boolean(seen.add(item.public_id)));
}

/**
 * The information board and the ideas board (spec sections 2 and 4): a department filter whose first option is
 * 'Todos los departamentos', cards loaded page by page as the end of the list comes into view, and the footer
 * texts 'Cargando...', 'No hay más registros.' and, for an empty first result, 'No se encontraron registros'.
 */
export function BoardFeed<T extends { public_id: string }>({
  label,
  query,
  departmentId,
  onDepartmentChange,
  renderItem,
}: BoardFeedProps<T>) {
  const departments = useDepartmentOptions();
  const items = itemsOf(query.data);
  const loading = query.isFetching;
  const finished = query.isSuccess && !query.hasNextPage;
  const sentinel = useInfiniteSentinel({
    enabled: query.isSuccess && query.hasNextPage && !loading && !query.isFetchNextPageError,
    onReach: () => void query.fetchNextPage(),
    version: query.data?.pages.length ?? 0,
  });
  const firstLoad = query.isPending && loading;
  const pull = usePullToRefresh(() => query.refetch());

  return (
    <Stack gap="md">
      {pull}
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <NativeSelect
          label="Departamento"
          aria-label={`Filtrar ${label} por departamento`}
          value={departmentId}
          onChange={(e) => onDepartmentChange(e.currentTarget.value)}
          data={[
            { value: '', label: MSG.allDepartments },
            ...(departments.data ?? []).map((d) => ({ value: d.public_id, label: d.name })),
          ]}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      {firstLoad ? (
        <Stack gap="md" aria-hidden>
          {[0, 1].map((i) => (
            <Paper key={i} withBorder radius="md" p="md">
              <Skeleton h={14} w="40%" mb="sm" />
              <Skeleton h={20} w="70%" mb="sm" />
              <Skeleton h={48} />
            </Paper>
          ))}
        </Stack>
      ) : (
        // A feed holds articles: an empty one is no feed (the empty state below says so).
        <Stack gap="md" {...(items.length > 0 && { role: 'feed', 'aria-label': label, 'aria-busy': loading })}>
          {items.map((item) => (
            <Box key={item.public_id}>{renderItem(item)}</Box>
          ))}
        </Stack>
      )}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      <Footer loading={loading} finished={finished} empty={finished && items.length === 0} />
    </Stack>
  );
}

function Footer({ loading, finished, empty }: { loading: boolean; finished: boolean; empty: boolean }) {
  if (loading)
    return (
      <Text ta="center" c="dimmed" fz="sm" role="status">
        {MSG.loading}
      </Text>
    );
  if (empty)
    return (
      <Stack align="center" gap="xs" py={32} c="dimmed" role="status">
        <IconDatabaseOff size={32} stroke={1.3} />
        <Text fz="sm">{MSG.noRecords}</Text>
      </Stack>
    );
  if (finished)
    return (
      <Text ta="center" c="dimmed" fz="sm" role="status">
        {MSG.noMore}
      </Text>
    );
  return null;
}
