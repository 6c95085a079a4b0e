import { useQuery } from '@tanstack/react-query';
import type { TStageActivity, TStageActivityRequest } from '@gestora/contract/stage-activities/stage-activities.schema';
import { deleteFrom, pageQuery, recordQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** Every activity query (lists, records, the task form's options) lives under ['stage-activities']. */
export const STAGE_ACTIVITY_KEYS = entityKeys('stage-activities');
/** An activity changes its stage's detail and progress too. */
const CHANGED = [STAGE_ACTIVITY_KEYS.all, entityKeys('stages').all];

export const stageActivitiesQueryOptions = pageQuery<TStageActivity>(STAGE_ACTIVITY_KEYS, '/api/stage_activities');

export const stageActivityQueryOptions = recordQuery<TStageActivity>(STAGE_ACTIVITY_KEYS, '/api/stage_activities');

export const useStageActivity = (id: string | undefined) =>
  useQuery({ ...stageActivityQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useSaveStageActivity = () =>
  useMutationThatInvalidates(saveTo<TStageActivityRequest, TStageActivity>('/api/stage_activities'), CHANGED);

export const useDeleteStageActivity = () => useMutationThatInvalidates(deleteFrom('/api/stage_activities'), CHANGED);
