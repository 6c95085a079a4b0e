import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { PersonCell } from '../../components/cells.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { meetingTicketColumns } from './meeting-tickets-table.tsx';
import { meetingTicketsQueryOptions } from './meetings.queries.ts';

export type Attendance = Record<string, boolean>;

export const attendanceOf = (m: TMeetingDetail): Attendance =>
  Object.fromEntries(m.participants.map((p) => [p.public_id, p.attended ?? false]));

/** One checkbox per participant: who is here. */
export function AttendanceChecks({
  meeting,
  value,
  onChange,
  onSave,
  saving,
}: {
  meeting: TMeetingDetail;
  value: Attendance;
  onChange: (next: Attendance) => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {meeting.participants.map((p) => (
          <Checkbox
            key={p.public_id}
            checked={value[p.public_id] ?? false}
            onChange={(e) => onChange({ ...value, [p.public_id]: e.currentTarget.checked })}
            aria-label={`Asistió ${p.name} ${p.last_name}`}
            label={<PersonCell user={p} size={22} />}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onSave} loading={saving}>
          Guardar asistencia
        </Button>
      </Group>
    </Stack>
  );
}

/** The acta, written as the meeting goes. */
export function MinutesEditor({
  value,
  onChange,
  onSave,
  saving,
}: {
  value: string;
  onChange: (html: string) => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <Stack gap="sm">
      <RichTextEditor
        label="Acta"
        placeholder="Lo tratado y lo decidido"
        value={value}
        onChange={onChange}
        minHeight={180}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onSave} loading={saving}>
          Guardar acta
        </Button>
      </Group>
    </Stack>
  );
}

/** The tickets this meeting has raised so far. */
export function MeetingAgreements({ meetingId }: { meetingId: string }) {
  const tickets = useQuery(meetingTicketsQueryOptions(meetingId)({ page: 1, per_page: 100 }));
  return (
    <ResponsiveTable
      label="Acuerdos de la reunión"
      columns={meetingTicketColumns}
      rows={tickets.data?.data ?? []}
      rowKey={(t) => t.public_id}
      rowLabel={(t) => t.title}
      empty={tickets.isPending ? 'Cargando...' : 'Aún no hay acuerdos.'}
    />
  );
}
