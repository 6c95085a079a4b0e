import { useNavigate } from '../../lib/router/history-router.tsx';
import { IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { TMeetingListItem } from '@gestora/contract/meetings/meetings.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { meetingColumns } from './meetings-columns.tsx';
import { MEETING_FILTERS, MeetingsFilters } from './meetings-filters.tsx';
import type { TMeetingScope } from './meetings.keys.ts';
import { MEETING_LIST_URL, meetingsQueryOptions } from './meetings.queries.ts';

const TEXTS: Record<TMeetingScope, { title: string; subtitle: string }> = {
  all: { title: 'Reuniones', subtitle: 'Todas las reuniones de la organización.' },
  mine: { title: 'Mis reuniones', subtitle: 'Las reuniones que usted organiza o a las que está invitado.' },
};

/** One list for both scopes: the columns, the filters and the row actions (from each row's `can`). */
function MeetingsList({ scope }: { scope: TMeetingScope }) {
  const navigate = useNavigate();
  const page = useListPage({
    filters: MEETING_FILTERS,
    query: meetingsQueryOptions(scope),
    exportPath: MEETING_LIST_URL[scope],
  });
  const open = (m: TMeetingListItem) => navigate(`/meeting/show/${m.public_id}`);
  const actions = useRowActions<TMeetingListItem>([
    viewAction(open),
    {
      ...editAction((m) => navigate(`/meeting/edit/${m.public_id}`), 'Actualizar reuniones'),
      when: (m) => m.can.update,
    },
    {
      label: 'Conducir reunión',
      icon: <IconPlayerPlay size={16} />,
      onClick: (m) => navigate(`/meeting/start/${m.public_id}`),
      allow: 'Iniciar reunión',
      when: (m) => m.can.run,
    },
    {
      label: 'Ver tickets',
      icon: <IconListCheck size={16} />,
      onClick: (m) => navigate(`/ticket_in_meetings/${m.public_id}`),
      allow: 'Ver reuniones',
      when: (m) => m.tickets_count > 0,
    },
  ]);
  const newButton = useNewButton({ label: 'Crear reunión', allow: 'Registrar reuniones', to: '/create_meeting' });
  return (
    <ListScreen
      page={page}
      title={TEXTS[scope].title}
      subtitle={TEXTS[scope].subtitle}
      newButton={newButton}
      filters={<MeetingsFilters list={page.list} />}
      label={TEXTS[scope].title}
      columns={meetingColumns}
      rowLabel={(m) => m.title}
      onRowClick={open}
      actions={actions}
      minWidth={960}
    />
  );
}

/** /meetings 'Reuniones' ('Ver reuniones'). */
export function MeetingsPage() {
  return <MeetingsList scope="all" />;
}

/** /my_meetings 'Mis reuniones'. */
export function MyMeetingsPage() {
  return <MeetingsList scope="mine" />;
}
