import dayjs from 'dayjs';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { ZAgreementRequest } from '@gestora/contract/meetings/meetings.schema';
import { DateField } from '../../components/date-field.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { UserPicker } from '../../components/people-pickers.tsx';
import { bindField } from '../../components/use-record-form.ts';
import { notify } from '../../lib/notify.ts';
import { useAddAgreement } from './meetings.queries.ts';

type Values = { title: string; responsible_id: string | null; due_date: string | null };
/** A week from today unless the meeting agrees otherwise. */
const empty = (): Values => ({ title: '', responsible_id: null, due_date: dayjs().add(7, 'day').format('YYYY-MM-DD') });

/** One agreement: it becomes a ticket for its responsible at once, and they are notified. */
export function AgreementForm({ meetingId }: { meetingId: string }) {
  const add = useAddAgreement();
  const check = schemaResolver(ZAgreementRequest, { sync: true });
  const form = useForm<Values>({ initialValues: empty(), validate: check });
  const submit = form.onSubmit(async (values) => {
    try {
      const ticket = await add.mutateAsync({
        id: meetingId,
        body: { title: values.title, responsible_id: values.responsible_id ?? '', due_date: values.due_date ?? '' },
      });
      notify(`Se creó el ticket ${ticket.code} para el acuerdo.`, 'success');
      const next = empty();
      form.setValues(next);
      form.resetDirty(next);
    } catch (error) {
      showFormErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Nuevo acuerdo">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Acuerdo" withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <UserPicker label="Responsable" withAsterisk {...bindField(form, 'responsible_id')} />
          <DateField
            label="Fecha límite"
            withAsterisk
            minDate={dayjs().format('YYYY-MM-DD')}
            {...form.getInputProps('due_date')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} />}>
            Agregar acuerdo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
