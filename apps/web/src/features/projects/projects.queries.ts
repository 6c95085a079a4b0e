import { useQuery } from '@tanstack/react-query';
import type { TProjectDetail, TProjectListItem, TProjectRequest } from '@gestora/contract/projects/projects.schema';
import { projectRecordQuery } from '../../lib/lookups.queries.ts';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** Every project query (lists, records, the pickers' options) lives under ['projects']: a save refreshes them all. */
export const PROJECT_KEYS = entityKeys('projects');

export const projectsQueryOptions = pageQuery<TProjectListItem>(PROJECT_KEYS, '/api/projects');

/** The record is shared with the stage form, which reads its dates (lib/lookups). */
export const projectQueryOptions = projectRecordQuery;

export const useProject = (id: string | undefined) =>
  useQuery({ ...projectQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useSaveProject = () =>
  useMutationThatInvalidates(saveTo<TProjectRequest, TProjectDetail>('/api/projects'), [PROJECT_KEYS.all]);

export const useDeleteProject = () => useMutationThatInvalidates(deleteFrom('/api/projects'), [PROJECT_KEYS.all]);
