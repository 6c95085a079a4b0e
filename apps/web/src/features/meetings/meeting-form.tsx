import dayjs from 'dayjs';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { ZMeetingRequest, type TMeetingDetail, type TMeetingRequest } from '@gestora/contract/meetings/meetings.schema';
import { DateField } from '../../components/date-field.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { MemberPicker } from '../../components/people-pickers.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useSaveMeeting } from './meetings.queries.ts';

interface MeetingFormProps {
  /** null: a new meeting. */
  meeting: TMeetingDetail | null;
}

type Values = {
  title: string;
  date: string | null;
  start_time: string;
  end_time: string;
  place: string;
  video_url: string;
  participant_ids: string[];
  agenda: string;
};

/** The day and the two times of the form, in the browser's time zone, as the instants the API takes. */
const instant = (date: string | null, time: string) =>
  date && /^\d{2}:\d{2}$/.test(time) ? dayjs(`${date}T${time}`).toISOString() : '';

export const toBody = (v: Values): TMeetingRequest => ({
  title: v.title,
  agenda: v.agenda || null,
  start_at: instant(v.date, v.start_time),
  end_at: instant(v.date, v.end_time),
  place: v.place || null,
  video_url: v.video_url || null,
  participant_ids: v.participant_ids,
});

/** The meeting's fields on a full page; saving opens the meeting, leaving with unsaved changes asks first. */
export function MeetingForm({ meeting }: MeetingFormProps) {
  const navigate = useNavigate();
  const save = useSaveMeeting();
  const start = meeting ? dayjs(meeting.start_at) : dayjs().add(1, 'day').hour(10).minute(0);
  const end = meeting ? dayjs(meeting.end_at) : start.add(1, 'hour');
  const record = useRecordForm<Values, TMeetingRequest, TMeetingDetail>({
    schema: ZMeetingRequest,
    initial: {
      title: meeting?.title ?? '',
      date: start.format('YYYY-MM-DD'),
      start_time: start.format('HH:mm'),
      end_time: end.format('HH:mm'),
      place: meeting?.place ?? '',
      video_url: meeting?.video_url ?? '',
      participant_ids: meeting?.participants.map((p) => p.public_id) ?? [],
      agenda: meeting?.agenda ?? '',
    },
    toBody,
    save: (body) => save.mutateAsync({ id: meeting?.public_id, body }),
    updating: Boolean(meeting),
    onSaved: (saved) => `/meeting/show/${saved.public_id}`,
  });
  const { form } = record;
  // The API names the instants; the form shows their problems under the day and the times.
  const errors = form.errors;

  return (
    <PageForm
      record={record}
      onCancel={() => navigate(meeting ? `/meeting/show/${meeting.public_id}` : '/my_meetings')}
      maw={900}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <DateField
              label="Fecha"
              withAsterisk
              clearable={false}
              {...form.getInputProps('date')}
              error={errors.date ?? errors.start_at}
            />
            <TimeInput label="Hora de inicio" withAsterisk {...form.getInputProps('start_time')} />
            <TimeInput
              label="Hora de fin"
              withAsterisk
              {...form.getInputProps('end_time')}
              error={errors.end_time ?? errors.end_at}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Lugar"
              description="Sala u oficina, si es presencial."
              maxLength={200}
              {...form.getInputProps('place')}
            />
            <TextInput
              label="Enlace de videollamada"
              description="Opcional. https://…"
              maxLength={500}
              {...form.getInputProps('video_url')}
            />
          </SimpleGrid>
          <MemberPicker
            label="Participantes"
            withAsterisk
            description="Reciben la invitación, y un aviso si la reunión cambia o se cancela."
            current={meeting?.participants}
            {...bindField(form, 'participant_ids')}
          />
          <RichTextEditor label="Agenda" placeholder="Temas a tratar" {...bindField(form, 'agenda')} />
        </Stack>
      </Paper>
    </PageForm>
  );
}
