import type { TProjectOptions } from '@gestora/contract/projects/projects.schema';
import type { TProjectRef } from '@gestora/contract/stages/stages.schema';
import { projectOptionsQuery } from '../lib/lookups.queries.ts';
import { RemoteSelect, type Option } from './remote-select.tsx';

type ProjectRef = Omit<TProjectRef, 'code'> & { code?: string };

const projectOption = (p: ProjectRef): Option => ({
  value: p.public_id,
  label: p.code ? `${p.code} · ${p.name}` : p.name,
});

/**
 * The projects the user may see and still work on (GET /api/project_options), searched on the server by code or
 * name as the user types.
 */
export function ProjectPicker({
  current,
  ...rest
}: Omit<Parameters<typeof RemoteSelect<TProjectOptions[number]>>[0], 'query' | 'toOption' | 'current'> & {
  /** The project already chosen (a record's, or a filter's), named before or without any search. */
  current?: ProjectRef | null;
}) {
  return (
    <RemoteSelect<TProjectOptions[number]>
      query={projectOptionsQuery}
      toOption={projectOption}
      current={current ? projectOption(current) : null}
      {...rest}
    />
  );
}
