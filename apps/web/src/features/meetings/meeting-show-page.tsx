import { useState } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { Button, Group, Stack } from '@mantine/core';
import { IconCalendarDown, IconEdit, IconListCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Section } from '../../components/section.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { notifyUpdated } from '../../lib/notify.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { MeetingHtml } from './meeting-html.tsx';
import { MeetingInvitation } from './meeting-invitation.tsx';
import { MeetingAgreements } from './meeting-run-sections.tsx';
import { MeetingPage } from './meeting-page.tsx';
import { icsUrl, useMeetingAction } from './meetings.queries.ts';

/**
 * The actions the meeting allows this viewer (from its `can`), and the calendar file for everyone who sees it: a
 * row under the title, not beside it, where four buttons squeezed a long title into three lines (issue 43). On a
 * phone each line of buttons fills the width, easy to reach with a thumb.
 */
function MeetingActions({ meeting: m }: { meeting: TMeetingDetail }) {
  const { can } = useAuth();
  const phone = useIsMobile();
  const [asking, setAsking] = useState(false);
  const cancel = useMeetingAction('cancel');
  const fill = phone ? { style: { flex: '1 1 auto' } } : {};
  return (
    <Group gap="xs" mt={-8} mb="lg" aria-label="Acciones de la reunión" role="group">
      {m.can.run ? (
        <Button
          component={Link}
          to={`/meeting/start/${m.public_id}`}
          leftSection={<IconPlayerPlay size={16} />}
          {...fill}
        >
          {m.status === 'En curso' ? 'Continuar reunión' : 'Iniciar reunión'}
        </Button>
      ) : null}
      {m.can.update ? (
        <Button
          component={Link}
          to={`/meeting/edit/${m.public_id}`}
          variant="default"
          leftSection={<IconEdit size={16} />}
          {...fill}
        >
          Editar
        </Button>
      ) : null}
      {m.can.cancel ? (
        <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => setAsking(true)} {...fill}>
          Cancelar reunión
        </Button>
      ) : null}
      {/* No name here: the server's ('reunion-<title>-<date>.ics') is the file's. */}
      <Button
        component="a"
        href={icsUrl(m.public_id)}
        download
        variant="default"
        leftSection={<IconCalendarDown size={16} />}
        {...fill}
      >
        Descargar .ics
      </Button>
      {can('Ver reuniones') && m.tickets_count > 0 ? (
        <Button
          component={Link}
          to={`/ticket_in_meetings/${m.public_id}`}
          variant="default"
          leftSection={<IconListCheck size={16} />}
          {...fill}
        >
          Ver tickets
        </Button>
      ) : null}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title="Cancelar reunión"
        confirmLabel="Cancelar reunión"
        color="red"
        onConfirm={() => cancel.mutateAsync(m.public_id)}
        onDone={notifyUpdated}
      >
        {`La reunión «${m.title}» quedará cancelada y se avisará a los participantes.`}
      </ConfirmDialog>
    </Group>
  );
}

/** /meeting/show/:id: the meeting as its participants read it. */
export function MeetingShowPage() {
  return (
    <MeetingPage>
      {(m) => (
        <>
          <MeetingActions meeting={m} />
          <Stack gap="lg">
            <MeetingInvitation meeting={m} />
            <Section title="Acta">
              <MeetingHtml html={m.minutes} empty="El acta se escribe durante la reunión." />
            </Section>
            {m.tickets_count > 0 ? (
              <Section title={`Acuerdos (${m.tickets_count})`}>
                <MeetingAgreements meetingId={m.public_id} />
              </Section>
            ) : null}
          </Stack>
        </>
      )}
    </MeetingPage>
  );
}
