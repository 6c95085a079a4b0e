import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientOptions } from '@gestora/contract/clients/clients.schema';
import type { TActiveDepartments } from '@gestora/contract/departments/departments.schema';
import type { TProjectDetail, TProjectOptions } from '@gestora/contract/projects/projects.schema';
import type { TUserOptions } from '@gestora/contract/users/users.schema';
import type { TRoleOptions } from '@gestora/contract/roles/roles.schema';
import type { TStageActivityOptions } from '@gestora/contract/stage-activities/stage-activities.schema';
import type { TStageDetail, TStageOptions } from '@gestora/contract/stages/stages.schema';
import { http } from './http.ts';
import { entityKeys } from './query-keys.ts';

/**
 * The shared lookups: the options of every picker and the records another module reads for its bounds. Each
 * lives under its entity's root (query-keys.ts), so the entity's own mutations refresh the pickers as well.
 */

const MINUTE = 60_000;
const searched = (q: string) => (q ? { q } : undefined);

export const userOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: entityKeys('users').options(q),
    queryFn: () => http.get<TUserOptions>('/api/user_options', { params: searched(q) }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });

export const projectOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: entityKeys('projects').options(q),
    queryFn: () => http.get<TProjectOptions>('/api/project_options', { params: searched(q) }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });

export const stageOptionsQuery = (projectId: string | null) =>
  queryOptions({
    queryKey: entityKeys('stages').options(projectId),
    queryFn: () => http.get<TStageOptions>('/api/stage_options', { params: { project_id: projectId } }),
    enabled: Boolean(projectId),
    staleTime: MINUTE,
  });

export const activityOptionsQuery = (stageId: string | null) =>
  queryOptions({
    queryKey: entityKeys('stage-activities').options(stageId),
    queryFn: () => http.get<TStageActivityOptions>('/api/stage_activity_options', { params: { stage_id: stageId } }),
    enabled: Boolean(stageId),
    staleTime: MINUTE,
  });

export const clientOptionsQuery = () =>
  queryOptions({
    queryKey: entityKeys('clients').options(),
    queryFn: () => http.get<TClientOptions>('/api/client_options'),
    staleTime: 5 * MINUTE,
  });

export const departmentOptionsQuery = () =>
  queryOptions({
    queryKey: entityKeys('departments').options(),
    queryFn: () => http.get<TActiveDepartments>('/api/active_departments'),
    staleTime: 5 * MINUTE,
  });

/** Open to those who manage users (GET /api/role_options). */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: entityKeys('roles').options(),
    queryFn: () => http.get<TRoleOptions>('/api/role_options'),
    staleTime: 5 * MINUTE,
  });

/** A project's record: its name for a preselected picker, its dates as the bounds of a stage's. */
export const projectRecordQuery = (id: string) =>
  queryOptions({
    queryKey: entityKeys('projects').detail(id),
    queryFn: () => http.get<TProjectDetail>(`/api/projects/${id}`),
  });

/** A stage's record: its project to preselect, its dates as the bounds of an activity's. */
export const stageRecordQuery = (id: string) =>
  queryOptions({
    queryKey: entityKeys('stages').detail(id),
    queryFn: () => http.get<TStageDetail>(`/api/stages/${id}`),
  });

export const useUserOptions = (q: string, enabled = true) => useQuery({ ...userOptionsQuery(q), enabled });
export const useProjectOptions = (q: string) => useQuery(projectOptionsQuery(q));
export const useStageOptions = (projectId: string | null) => useQuery(stageOptionsQuery(projectId));
export const useActivityOptions = (stageId: string | null) => useQuery(activityOptionsQuery(stageId));
export const useClientOptions = () => useQuery(clientOptionsQuery());
export const useDepartmentOptions = (enabled = true) => useQuery({ ...departmentOptionsQuery(), enabled });
export const useRoleOptions = (enabled = true) => useQuery({ ...roleOptionsQuery(), enabled });

/** A record another module reads while a form is open; a minute old is recent enough for bounds. */
export const useProjectRecord = (id: string | null | undefined) =>
  useQuery({ ...projectRecordQuery(id ?? ''), enabled: Boolean(id), staleTime: MINUTE });
export const useStageRecord = (id: string | null | undefined) =>
  useQuery({ ...stageRecordQuery(id ?? ''), enabled: Boolean(id), staleTime: MINUTE });
