import { useState } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { Section } from '../../components/section.tsx';
import { keepToastForNextPage, notify, notifyError, notifyUpdated } from '../../lib/notify.ts';
import { AgreementForm } from './agreement-form.tsx';
import { CarryOver } from './carry-over.tsx';
import { AgendaSection, MeetingInvitation } from './meeting-invitation.tsx';
import { AttendanceChecks, attendanceOf, MeetingAgreements, MinutesEditor } from './meeting-run-sections.tsx';
import { MeetingPage } from './meeting-page.tsx';
import { useMeetingAction, useSaveAttendance, useSaveMinutes } from './meetings.queries.ts';

/** Before it starts: who is invited, the agenda and one button. */
function NotStarted({ meeting: m }: { meeting: TMeetingDetail }) {
  const start = useMeetingAction('start');
  const begin = () => start.mutateAsync(m.public_id).catch((e) => notifyError(errorMessage(e)));
  return (
    <Stack gap="lg">
      <MeetingInvitation meeting={m} />
      <Group justify="flex-end">
        <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={begin} loading={start.isPending}>
          Iniciar reunión
        </Button>
      </Group>
    </Stack>
  );
}

/** While it runs: attendance, minutes, agreements (tickets), carried-over agreements, and 'Finalizar reunión'. */
function Running({ meeting: m }: { meeting: TMeetingDetail }) {
  const navigate = useNavigate();
  const [attendance, setAttendance] = useState(() => attendanceOf(m));
  const [minutes, setMinutes] = useState(m.minutes ?? '');
  const [finishing, setFinishing] = useState(false);
  const saveAttendance = useSaveAttendance();
  const saveMinutes = useSaveMinutes();
  const finish = useMeetingAction('finish');
  const attendanceBody = {
    attendance: Object.entries(attendance).map(([user_id, attended]) => ({ user_id, attended })),
  };
  const storeAttendance = () =>
    saveAttendance
      .mutateAsync({ id: m.public_id, body: attendanceBody })
      .then(notifyUpdated, (e) => notifyError(errorMessage(e)));
  const storeMinutes = () =>
    saveMinutes
      .mutateAsync({ id: m.public_id, minutes: minutes || null })
      .then(notifyUpdated, (e) => notifyError(errorMessage(e)));
  // Finishing keeps what is on the screen: the attendance and the minutes are saved first.
  const finishAll = async () => {
    await saveAttendance.mutateAsync({ id: m.public_id, body: attendanceBody });
    await saveMinutes.mutateAsync({ id: m.public_id, minutes: minutes || null });
    await finish.mutateAsync(m.public_id);
  };

  return (
    <Stack gap="lg">
      <Section title="Asistencia">
        <AttendanceChecks
          meeting={m}
          value={attendance}
          onChange={setAttendance}
          onSave={storeAttendance}
          saving={saveAttendance.isPending}
        />
      </Section>
      <AgendaSection meeting={m} />
      <Section title="Acta">
        <MinutesEditor value={minutes} onChange={setMinutes} onSave={storeMinutes} saving={saveMinutes.isPending} />
      </Section>
      <Section title="Acuerdos">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Cada acuerdo se registra como un ticket para su responsable, que recibe el aviso de inmediato.
          </Text>
          <AgreementForm meetingId={m.public_id} />
          <MeetingAgreements meetingId={m.public_id} />
        </Stack>
      </Section>
      <Section title="Acuerdos pendientes de la reunión anterior">
        <CarryOver meetingId={m.public_id} />
      </Section>
      <Group justify="flex-end">
        <Button size="md" color="green" leftSection={<IconFlag size={18} />} onClick={() => setFinishing(true)}>
          Finalizar reunión
        </Button>
      </Group>
      <ConfirmDialog
        opened={finishing}
        onClose={() => setFinishing(false)}
        title="Finalizar reunión"
        confirmLabel="Finalizar reunión"
        color="green"
        onConfirm={finishAll}
        onDone={() => {
          notify('La reunión fue finalizada.', 'success');
          keepToastForNextPage();
          navigate(`/meeting/show/${m.public_id}`);
        }}
      >
        Se guardarán la asistencia y el acta, y la reunión quedará finalizada. Después no podrá modificarse.
      </ConfirmDialog>
    </Stack>
  );
}

/** /meeting/start/:id 'Iniciar reunión': the organiser runs the meeting. */
export function MeetingStartPage() {
  return (
    <MeetingPage>
      {(m) =>
        !m.can.run ? (
          <Alert color="gray" title="No puede conducir esta reunión">
            {m.status === 'Finalizada' || m.status === 'Cancelada'
              ? `La reunión está ${m.status.toLowerCase()}.`
              : 'Solo su organizador puede conducirla.'}{' '}
            <Link to={`/meeting/show/${m.public_id}`}>Ver la reunión</Link>
          </Alert>
        ) : m.status === 'Programada' ? (
          <NotStarted meeting={m} />
        ) : (
          <Running key={m.started_at ?? ''} meeting={m} />
        )
      }
    </MeetingPage>
  );
}
