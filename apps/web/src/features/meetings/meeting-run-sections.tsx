import type { ReactNode } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { PersonCell } from '../../components/cells.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { meetingTicketColumns } from './meeting-tickets-table.tsx';
import { meetingTicketsQueryOptions } from './meetings.queries.ts';

export type Attendance = Record<string, boolean>;

interface SavedPartProps {
  onSave: () => void;
  saving: boolean;
}

/** A part of the running meeting that is saved on its own: its fields, then its button on the right. */
function SavedPart({ label, onSave, saving, children }: SavedPartProps & { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onSave} loading={saving}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}

export const attendanceOf = (m: TMeetingDetail): Attendance =>
  Object.fromEntries(m.participants.map((p) => [p.public_id, p.attended ?? false]));

/** One checkbox per participant: who is here. */
export function AttendanceChecks({
  meeting,
  value,
  onChange,
  onSave,
  saving,
}: SavedPartProps & {
  meeting: TMeetingDetail;
  value: Attendance;
  onChange: (next: Attendance) => void;
}) {
  return (
    <SavedPart label="Guardar asistencia" onSave={onSave} saving={saving}>
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
    </SavedPart>
  );
}

/** The acta, written as the meeting goes. */
export function MinutesEditor({
  value,
  onChange,
  onSave,
  saving,
}: SavedPartProps & {
  value: string;
  onChange: (html: string) => void;
}) {
  return (
    <SavedPart label="Guardar acta" onSave={onSave} saving={saving}>
      <RichTextEditor
        label="Acta"
        placeholder="Lo tratado y lo decidido"
        value={value}
        onChange={onChange}
        minHeight={180}
      />
    </SavedPart>
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
