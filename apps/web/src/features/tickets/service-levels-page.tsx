import { Button, Group, NumberInput, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { TICKET_PRIORITIES, type TTicketPriority } from '@gestora/contract/tickets/ticket-states';
import { ZServiceLevelsRequest, type TServiceLevels } from '@gestora/contract/tickets/ticket-service-levels.schema';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { PriorityBadge } from './ticket-badges.tsx';
import { useSaveServiceLevels, useServiceLevels } from './tickets.queries.ts';

type Values = Record<TTicketPriority, number | string>;

/** '3 días y 4 horas': the hours said the way a person plans them. */
export function hoursText(value: number | string): string {
  const h = Number(value);
  if (!Number.isInteger(h) || h < 1) return '';
  const days = Math.floor(h / 24);
  const rest = h % 24;
  const d = days ? `${days} ${days === 1 ? 'día' : 'días'}` : '';
  const r = rest ? `${rest} ${rest === 1 ? 'hora' : 'horas'}` : '';
  return [d, r].filter(Boolean).join(' y ');
}

function LevelsForm({ levels }: { levels: TServiceLevels }) {
  const save = useSaveServiceLevels();
  const initial = Object.fromEntries(levels.data.map((l) => [l.priority, l.hours])) as Values;
  const record = useRecordForm<Values, { levels: { priority: TTicketPriority; hours: number | string }[] }>({
    schema: ZServiceLevelsRequest,
    initial,
    toBody: (v) => ({ levels: TICKET_PRIORITIES.map((priority) => ({ priority, hours: v[priority] })) }),
    save: (body) => save.mutateAsync(body as never),
    updating: true,
  });
  const { values, getInputProps, errors } = record.form;
  return (
    <form onSubmit={record.submit} noValidate aria-label="Niveles de servicio">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" aria-label="Horas por prioridad">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prioridad</Table.Th>
              <Table.Th>Horas hasta el vencimiento</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TICKET_PRIORITIES.map((p, i) => (
              <Table.Tr key={p}>
                <Table.Td>
                  <PriorityBadge priority={p} />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Horas para prioridad ${p}`}
                    min={1}
                    max={8760}
                    allowDecimal={false}
                    w={{ base: '100%', sm: 160 }}
                    description={hoursText(values[p])}
                    {...getInputProps(p)}
                    error={errors[p] ?? errors[`levels.${i}.hours`]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={record.busy}>
          Guardar
        </Button>
      </Group>
    </form>
  );
}

/**
 * /ticket/service_levels ('Configurar niveles de servicio'): the hours each priority gives a new ticket until it
 * is due. Tickets already raised keep their due date.
 */
export function ServiceLevelsPage() {
  const levels = useServiceLevels();
  return (
    <>
      <PageHeader
        title="Niveles de servicio"
        subtitle="El plazo de atención de cada prioridad, en horas desde que se registra el ticket."
      />
      <Stack gap="md" maw={640}>
        {levels.error ? (
          <LoadError error={levels.error} onRetry={() => levels.refetch()} title="No se pudieron cargar los niveles" />
        ) : !levels.data ? (
          <Skeleton h={260} radius="md" />
        ) : (
          <LevelsForm levels={levels.data} />
        )}
        <Text size="sm" c="dimmed">
          Los tickets nuevos, y los que cambian de prioridad, vencen según estas horas; los ya registrados conservan su
          fecha de vencimiento.
        </Text>
      </Stack>
    </>
  );
}
