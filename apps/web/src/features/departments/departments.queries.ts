import type { TDepartment, TDepartmentRequest } from '@gestora/contract/departments/departments.schema';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** The areas' lists and every department select (lib/lookups) live under ['departments']. */
export const DEPARTMENT_KEYS = entityKeys('departments');

export const departmentsQueryOptions = pageQuery<TDepartment>(DEPARTMENT_KEYS, '/api/departments');

export const useSaveDepartment = () =>
  useMutationThatInvalidates(saveTo<TDepartmentRequest, TDepartment>('/api/departments'), [DEPARTMENT_KEYS.all]);

export const useDeleteDepartment = () =>
  useMutationThatInvalidates(deleteFrom('/api/departments'), [DEPARTMENT_KEYS.all]);
