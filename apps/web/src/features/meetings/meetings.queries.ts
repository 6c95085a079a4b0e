import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type {
  TAgreementRequest,
  TCarryOver,
  TMeetingAttendanceRequest,
  TMeetingDetail,
  TMeetingListItem,
  TMeetingRequest,
  TMeetingTicket,
  TMeetingTickets,
} from '@gestora/contract/meetings/meetings.schema';
import { buildUrl, http } from '../../lib/http.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import type { ListQuery } from '../../lib/query-keys.ts';
import { MEETING_KEYS, type TMeetingScope } from './meetings.keys.ts';

/** Each scope's list (and, with /export after it, the list's file). */
export const MEETING_LIST_URL: Record<TMeetingScope, string> = { all: '/api/meetings', mine: '/api/my_meetings' };

export const meetingsQueryOptions = (scope: TMeetingScope) => (query: ListQuery) =>
  queryOptions({
    queryKey: MEETING_KEYS.list(scope, query),
    queryFn: () => http.get<TPage<TMeetingListItem>>(MEETING_LIST_URL[scope], { params: query }),
    placeholderData: keepPreviousData,
  });

export const meetingQueryOptions = (id: string) =>
  queryOptions({ queryKey: MEETING_KEYS.detail(id), queryFn: () => http.get<TMeetingDetail>(`/api/meetings/${id}`) });

export const useMeeting = (id: string | undefined) =>
  useQuery({ ...meetingQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Typed as a plain page for the list kit; the answer also names its meeting (TMeetingTickets). */
export const meetingTicketsQueryOptions = (id: string) => (query: ListQuery) =>
  queryOptions<TPage<TMeetingTicket>>({
    queryKey: MEETING_KEYS.tickets(id, query),
    queryFn: () => http.get<TMeetingTickets>(`/api/meetings/${id}/tickets`, { params: query }),
    placeholderData: keepPreviousData,
  });

export const useCarryOver = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: MEETING_KEYS.carryOver(id),
    queryFn: () => http.get<TCarryOver>(`/api/meetings/${id}/carry_over`),
    enabled,
  });

/** Where the browser downloads the meeting's calendar file (the session cookie authorises it). */
export const icsUrl = (id: string) => buildUrl(`/api/meetings/${id}/ics`);

const all = [MEETING_KEYS.all];

export const useSaveMeeting = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id?: string; body: TMeetingRequest }) =>
      id ? http.put<TMeetingDetail>(`/api/meetings/${id}`, body) : http.post<TMeetingDetail>('/api/meetings', body),
    all,
  );

/** start, cancel, finish: one POST without a body answering the meeting. */
export const useMeetingAction = (action: 'start' | 'cancel' | 'finish') =>
  useMutationThatInvalidates((id: string) => http.post<TMeetingDetail>(`/api/meetings/${id}/${action}`), all);

export const useSaveAttendance = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TMeetingAttendanceRequest }) =>
      http.put<TMeetingDetail>(`/api/meetings/${id}/attendance`, body),
    all,
  );

export const useSaveMinutes = () =>
  useMutationThatInvalidates(
    ({ id, minutes }: { id: string; minutes: string | null }) =>
      http.put<TMeetingDetail>(`/api/meetings/${id}/minutes`, { minutes }),
    all,
  );

/** 'Trasladar a esta reunión': an open agreement of the previous meeting becomes one of this meeting's too. */
export const useCarryOverTicket = () =>
  useMutationThatInvalidates(
    ({ id, ticketId }: { id: string; ticketId: string }) =>
      http.post<TMeetingTicket>(`/api/meetings/${id}/carry_over`, { ticket_id: ticketId }),
    all,
  );

export const useAddAgreement = () =>
  useMutationThatInvalidates(
    ({ id, body }: { id: string; body: TAgreementRequest }) =>
      http.post<TMeetingTicket>(`/api/meetings/${id}/agreements`, body),
    all,
  );
