import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TTicketPublic, TTicketSolution } from '@gestora/contract/tickets/ticket-lookup.schema';
import type { TServiceLevels, TServiceLevelsRequest } from '@gestora/contract/tickets/ticket-service-levels.schema';
import type {
  TTicketAssignRequest,
  TTicketComment,
  TTicketCommentRequest,
  TTicketCreateRequest,
  TTicketDetail,
  TTicketFile,
  TTicketHistoryEntry,
  TTicketPage,
  TTicketStatusRequest,
  TTicketUpdateRequest,
} from '@gestora/contract/tickets/tickets.schema';
import { http } from '../../lib/http.ts';
import { recordQuery } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import type { ListQuery } from '../../lib/query-keys.ts';
import { TICKET_KEYS } from './tickets.keys.ts';

export const ticketsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TICKET_KEYS.list(query),
    queryFn: () => http.get<TTicketPage>('/api/tickets', { params: query }),
    placeholderData: keepPreviousData,
  });

export const myTicketsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TICKET_KEYS.mine(query),
    queryFn: () => http.get<TTicketPage>('/api/my_tickets', { params: query }),
    placeholderData: keepPreviousData,
  });

/** GET /api/my_requested_tickets: the tickets the signed-in user raised. */
export const requestedTicketsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TICKET_KEYS.requested(query),
    queryFn: () => http.get<TTicketPage>('/api/my_requested_tickets', { params: query }),
    placeholderData: keepPreviousData,
  });

export const solutionsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: TICKET_KEYS.solutions(query),
    queryFn: () => http.get<TPage<TTicketSolution>>('/api/ticket_solutions', { params: query }),
    placeholderData: keepPreviousData,
  });

export const ticketQueryOptions = recordQuery<TTicketDetail>(TICKET_KEYS, '/api/tickets');

export const useTicket = (id: string | null) => useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET /api/find_ticket/:id: by code or public id, what any signed-in user may read. */
export const useFoundTicket = (id: string) =>
  useQuery({
    queryKey: TICKET_KEYS.find(id),
    queryFn: () => http.get<TTicketPublic>(`/api/find_ticket/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useTicketComments = (id: string) =>
  useQuery({
    queryKey: TICKET_KEYS.comments(id),
    queryFn: () => http.get<TPage<TTicketComment>>(`/api/tickets/${id}/comments`, { params: { per_page: 100 } }),
  });

export const useTicketHistory = (id: string) =>
  useQuery({
    queryKey: TICKET_KEYS.history(id),
    queryFn: () => http.get<TPage<TTicketHistoryEntry>>(`/api/tickets/${id}/history`, { params: { per_page: 100 } }),
  });

export const useServiceLevels = () =>
  useQuery({
    queryKey: TICKET_KEYS.serviceLevels,
    queryFn: () => http.get<TServiceLevels>('/api/ticket_service_levels'),
  });

export const useCreateTicket = () =>
  useMutationThatInvalidates(
    (body: TTicketCreateRequest) => http.post<TTicketDetail>('/api/tickets', body),
    [TICKET_KEYS.all],
  );

export const useUpdateTicket = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TTicketUpdateRequest }) => http.put<TTicketDetail>(`/api/tickets/${id}`, body),
    [TICKET_KEYS.all],
  );

export const useAssignTicket = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TTicketAssignRequest }) =>
      http.put<TTicketDetail>(`/api/tickets/${id}/responsible`, body),
    [TICKET_KEYS.all],
  );

export const useCloseTicket = () =>
  useMutationThatInvalidates((id: string) => http.post<TTicketDetail>(`/api/tickets/${id}/close`), [TICKET_KEYS.all]);

export const useChangeTicketStatus = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TTicketStatusRequest }) =>
      http.put<TTicketDetail>(`/api/tickets/${id}/status`, body),
    [TICKET_KEYS.all],
  );

export const useAddTicketComment = (id: string) =>
  useMutationThatInvalidates(
    (body: TTicketCommentRequest) => http.post<TTicketComment>(`/api/tickets/${id}/comments`, body),
    [TICKET_KEYS.detail(id)],
  );

/** One request per file, so that each shows its progress and a failure names it. */
export const uploadTicketFiles = (id: string, files: File[]) => {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return http.post<{ data: TTicketFile[] }>(`/api/tickets/${id}/files`, form);
};

export const useSaveServiceLevels = () =>
  useMutationThatInvalidates(
    (body: TServiceLevelsRequest) => http.put<TServiceLevels>('/api/ticket_service_levels', body),
    [TICKET_KEYS.serviceLevels],
  );
