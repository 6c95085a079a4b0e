import type {
  TAdminPasswordRequest,
  TCreateUserRequest,
  TCreateUserResponse,
  TUpdateUserRequest,
  TUser,
} from '@gestora/contract/users/users.schema';
import { http } from '../../lib/http.ts';
import { pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/**
 * The users' lists and every person picker (lib/lookups: GET /api/user_options) live under ['users']: saving a
 * user refreshes the project form's manager picker too.
 */
export const USER_KEYS = entityKeys('users');

export const usersQueryOptions = pageQuery<TUser>(USER_KEYS, '/api/users');

type Save = { id: string; body: TUpdateUserRequest } | { id?: undefined; body: TCreateUserRequest };

export const useSaveUser = () =>
  useMutationThatInvalidates(
    saveTo<TCreateUserRequest | TUpdateUserRequest, TUser | TCreateUserResponse>('/api/users') as (
      v: Save,
    ) => Promise<TUser | TCreateUserResponse>,
    [USER_KEYS.all],
  );

export const useSetUserActive = () =>
  useMutationThatInvalidates(
    ({ id, active }: { id: string; active: boolean }) => http.put<TUser>(`/api/users/${id}/active`, { active }),
    [USER_KEYS.all],
  );

export const useResetUserPassword = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TAdminPasswordRequest }) =>
      http.post<{ message: string }>(`/api/users/${id}/password`, body),
    [],
  );
