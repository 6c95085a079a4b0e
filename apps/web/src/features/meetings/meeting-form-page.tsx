import { useParams } from '../../lib/router/routes.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { MeetingForm } from './meeting-form.tsx';
import { useMeeting } from './meetings.queries.ts';

/** /create_meeting 'Crear reunión': the signed-in user organises it. */
export function MeetingCreatePage() {
  return (
    <FormPage title="Crear reunión" subtitle="Los participantes reciben la invitación al guardar.">
      <MeetingForm meeting={null} />
    </FormPage>
  );
}

/** /meeting/edit/:id 'Editar reunión': while it is Programada. */
export function MeetingEditPage() {
  const { id } = useParams();
  const meeting = useMeeting(id);
  return (
    <FormPage
      title="Editar reunión"
      subtitle={meeting.data?.title}
      record={{ query: meeting, errorTitle: 'No se pudo cargar la reunión' }}
    >
      {(m) => <MeetingForm key={m.updated_at} meeting={m} />}
    </FormPage>
  );
}
