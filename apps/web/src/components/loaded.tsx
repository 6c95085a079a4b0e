import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error.tsx';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** 'No se pudo cargar el proyecto'. */
  errorTitle: string;
  errorExtra?: ReactNode;
  /** Heights of the skeleton blocks shown while it loads. */
  skeleton?: number[];
  children: (data: T) => ReactNode;
}

/** A record's page or section: skeleton blocks while it loads, the server's message and 'Reintentar' if it fails. */
export function Loaded<T>({ query, errorTitle, errorExtra, skeleton = [60, 60, 60, 120], children }: LoadedProps<T>) {
  if (query.error) {
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} extra={errorExtra} />;
  }
  if (query.data === undefined) return <Skeletons heights={skeleton} />;
  return children(query.data);
}

/** Grey blocks where a record's sections will be (UI.md: a skeleton, not a spinner over a blank page). */
export function Skeletons({ heights = [60, 60, 60, 120] }: { heights?: number[] }) {
  return (
    <Stack gap="md" maw={900} aria-busy>
      {heights.map((h, i) => (
        <Skeleton key={i} height={h} radius="md" />
      ))}
    </Stack>
  );
}
