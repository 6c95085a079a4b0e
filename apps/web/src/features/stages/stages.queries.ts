import { useQuery } from '@tanstack/react-query';
import type { TStage, TStageDetail, TStageRequest } from '@gestora/contract/stages/stages.schema';
import { http } from '../../lib/http.ts';
import { stageRecordQuery } from '../../lib/lookups.queries.ts';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** Every stage query (lists, records, the pickers' options) lives under ['stages']. */
export const STAGE_KEYS = entityKeys('stages');
/** A stage's change moves its project's progress and stage list too. */
const CHANGED = [STAGE_KEYS.all, entityKeys('projects').all];

export const stagesQueryOptions = pageQuery<TStage>(STAGE_KEYS, '/api/stages');

/** The record is shared with the activity form, which reads its dates (lib/lookups). */
export const stageQueryOptions = stageRecordQuery;

export const useStage = (id: string | undefined) => useQuery({ ...stageQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useSaveStage = () =>
  useMutationThatInvalidates(saveTo<TStageRequest, TStageDetail>('/api/stages'), CHANGED);

export const useDeleteStage = () => useMutationThatInvalidates(deleteFrom('/api/stages'), CHANGED);

export const useMoveStage = () =>
  useMutationThatInvalidates(
    ({ id, position }: { id: string; position: number }) =>
      http.put<TStage>(`/api/stages/${id}/position`, { position }),
    CHANGED,
  );
