import { entityKeys, type ListQuery } from '../../lib/query-keys.ts';

/**
 * Every ticket query lives under ['tickets']: the administration's list, mine as responsible, those I raised, a
 * ticket with its
 * comments and history, the public lookup, the solutions and the service levels. A write invalidates `all` (or a
 * ticket's `detail`), so every screen that shows a ticket follows; the assignment event refreshes `mine`.
 */
export const TICKET_KEYS = {
  ...entityKeys('tickets'),
  mine: (query: ListQuery) => ['tickets', 'mine', query] as const,
  mines: ['tickets', 'mine'] as const,
  requested: (query: ListQuery) => ['tickets', 'requested', query] as const,
  comments: (id: string) => ['tickets', 'detail', id, 'comments'] as const,
  history: (id: string) => ['tickets', 'detail', id, 'history'] as const,
  find: (id: string) => ['tickets', 'find', id] as const,
  solutions: (query: ListQuery) => ['tickets', 'solutions', query] as const,
  serviceLevels: ['tickets', 'service-levels'] as const,
};
