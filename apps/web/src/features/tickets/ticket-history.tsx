import { HistoryTimeline, type HistoryLabels } from '../../components/history-timeline.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { actionName, fieldName } from './ticket-labels.ts';
import { useTicketHistory } from './tickets.queries.ts';

/** A ticket's history in words; a new ticket's first values are on the page, and an overdue notice has none. */
const TICKET_HISTORY: HistoryLabels = {
  field: fieldName,
  action: (entry) => actionName(entry.action),
  value: (field, value) => (field === 'due_at' && typeof value === 'string' ? formatDateTime(value) : undefined),
  quiet: ['created', 'overdue'],
};

/** Every change of the ticket, newest first: who, when, and each field from what to what. */
export function TicketHistory({ ticketId }: { ticketId: string }) {
  return <HistoryTimeline history={useTicketHistory(ticketId)} labels={TICKET_HISTORY} />;
}
