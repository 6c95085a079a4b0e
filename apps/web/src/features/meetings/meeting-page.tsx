import type { ReactNode } from 'react';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';
import { MeetingSummary } from './meeting-summary.tsx';
import { useMeeting } from './meetings.queries.ts';

/**
 * The frame of a meeting's pages (/meeting/show/:id, /meeting/start/:id): the meeting of the route loaded, its
 * status, title and summary as the header, and what the page shows of it below.
 */
export function MeetingPage({ children }: { children: (meeting: TMeetingDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const meeting = useMeeting(id);
  return (
    <Loaded query={meeting} errorTitle="No se pudo cargar la reunión">
      {(m) => (
        <>
          <PageHeader
            eyebrow={<MeetingStatusBadge meeting={m} mb={6} />}
            title={m.title}
            subtitle={<MeetingSummary meeting={m} />}
          />
          {children(m)}
        </>
      )}
    </Loaded>
  );
}
