import type { TClient, TClientRequest } from '@gestora/contract/clients/clients.schema';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** The clients' lists and the project form's client select (lib/lookups) live under ['clients']. */
export const CLIENT_KEYS = entityKeys('clients');

export const clientsQueryOptions = pageQuery<TClient>(CLIENT_KEYS, '/api/clients');

export const useSaveClient = () =>
  useMutationThatInvalidates(saveTo<TClientRequest, TClient>('/api/clients'), [CLIENT_KEYS.all]);

export const useDeleteClient = () => useMutationThatInvalidates(deleteFrom('/api/clients'), [CLIENT_KEYS.all]);
