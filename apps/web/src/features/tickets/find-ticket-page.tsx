import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { TTicketPublic } from '@gestora/contract/tickets/ticket-lookup.schema';
import { HtmlView } from '../../components/html-view.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { HttpError } from '../../lib/http.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { TicketCodeSearch } from './ticket-code-search.tsx';
import { TicketFacts } from './ticket-facts.tsx';
import { stepName } from './ticket-labels.ts';
import { useFoundTicket } from './tickets.queries.ts';

function Steps({ ticket }: { ticket: TTicketPublic }) {
  return (
    <Timeline bulletSize={16} lineWidth={2} active={ticket.history.length - 1} aria-label="Historial del ticket">
      {ticket.history.map((s, i) => (
        <Timeline.Item key={i} title={stepName(s.action)}>
          {s.to_status ? (
            <Group gap={4} mt={4}>
              {s.from_status ? (
                <>
                  <StatusBadge status={s.from_status} size="xs" />
                  <Text size="xs" c="dimmed">
                    →
                  </Text>
                </>
              ) : null}
              <StatusBadge status={s.to_status} size="xs" />
            </Group>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {formatDateTime(s.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Found({ ticket }: { ticket: TTicketPublic }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <TicketFacts ticket={ticket} withState cols={{ base: 1, xs: 2, md: 4 }} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md" aria-label="Solución">
          <Text fw={600} mb="sm">
            Solución
          </Text>
          {ticket.solution ? (
            <HtmlView html={ticket.solution} />
          ) : (
            <Text size="sm" c="dimmed">
              Aún no hay una solución registrada.
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb="sm">
            Historial
          </Text>
          <Steps ticket={ticket} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** /find_ticket/{id}: any signed-in user reads a ticket by code or public id: status, history and solution. */
export function FindTicketPage() {
  const { id = '' } = useParams();
  const ticket = useFoundTicket(id);
  const back = (
    <Button component={Link} to="/find_ticket" variant="default" leftSection={<IconArrowLeft size={16} />}>
      Soluciones a tickets
    </Button>
  );
  const notFound = ticket.error instanceof HttpError && (ticket.error.status === 404 || ticket.error.status === 422);
  return (
    <>
      <PageHeader
        eyebrow={
          <Text ff="monospace" size="sm" c="dimmed">
            {ticket.data?.code ?? id}
          </Text>
        }
        title={ticket.data?.title ?? 'Consultar ticket'}
        actions={back}
      />
      <Stack gap="lg">
        {notFound ? (
          <Alert color="orange" variant="light" icon={<IconSearch size={20} />} title="Ticket no encontrado">
            <Text size="sm" mb="sm">
              {(ticket.error as Error).message}
            </Text>
            <TicketCodeSearch />
          </Alert>
        ) : ticket.error ? (
          <LoadError error={ticket.error} onRetry={() => ticket.refetch()} title="No se pudo consultar el ticket" />
        ) : !ticket.data ? (
          <Stack gap="md" aria-busy>
            <Skeleton h={90} radius="md" />
            <Skeleton h={200} radius="md" />
          </Stack>
        ) : (
          <Found ticket={ticket.data} />
        )}
      </Stack>
    </>
  );
}
