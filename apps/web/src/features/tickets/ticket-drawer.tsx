import type { ReactNode } from 'react';
import { Badge, Drawer, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import { FileAttachments } from '../../components/file-attachments.tsx';
import { HtmlView } from '../../components/html-view.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { TicketComments } from './ticket-comments.tsx';
import { TicketFacts } from './ticket-facts.tsx';
import { TicketHistory } from './ticket-history.tsx';
import { TicketWorkForm } from './ticket-work-form.tsx';
import { TICKET_KEYS } from './tickets.keys.ts';
import { uploadTicketFiles, useTicket } from './tickets.queries.ts';

interface TicketDrawerProps {
  /** The ticket shown (the `ticket` query parameter), or null when closed. */
  ticketId: string | null;
  onClose: () => void;
  /** The administration's buttons (edit, assign, close), given what `can` allows. */
  actions?: (ticket: TTicketDetail) => ReactNode;
}

function Body({ ticket, actions }: { ticket: TTicketDetail; actions?: TicketDrawerProps['actions'] }) {
  const client = useQueryClient();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <Text ff="monospace" size="sm" c="dimmed">
            {ticket.code}
          </Text>
          <TicketStatusBadge ticket={ticket} />
          <PriorityBadge priority={ticket.priority} />
        </Group>
        <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
          {ticket.title}
        </Title>
        {actions ? <Group gap="xs">{actions(ticket)}</Group> : null}
      </Stack>
      <TicketFacts ticket={ticket} />
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Descripción
        </Text>
        {ticket.description ? (
          <HtmlView html={ticket.description} label="Descripción" />
        ) : (
          <Text size="sm" c="dimmed">
            Sin descripción.
          </Text>
        )}
      </Stack>
      {ticket.can.work ? (
        <Paper withBorder radius="md" p="md">
          <TicketWorkForm key={`${ticket.status}-${ticket.updated_at}`} ticket={ticket} />
        </Paper>
      ) : ticket.solution ? (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-green-light)">
          <Text fw={600} size="sm" mb={6}>
            Solución
          </Text>
          <HtmlView html={ticket.solution} label="Solución" />
        </Paper>
      ) : null}
      <Tabs defaultValue="comments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="comments"
            rightSection={
              ticket.comments_count ? (
                <Badge size="xs" variant="light" circle>
                  {ticket.comments_count}
                </Badge>
              ) : null
            }
          >
            Comentarios
          </Tabs.Tab>
          <Tabs.Tab value="files">Archivos ({ticket.files.length})</Tabs.Tab>
          <Tabs.Tab value="history">Historial</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comments" pt="md">
          <TicketComments ticketId={ticket.public_id} canComment={ticket.can.comment} />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <FileAttachments
            files={ticket.files}
            canAttach={ticket.can.attach}
            canRemove={ticket.can.work}
            upload={(file) => uploadTicketFiles(ticket.public_id, [file])}
            deleteRoute={`/api/tickets/${ticket.public_id}/files`}
            onChanged={() => client.invalidateQueries({ queryKey: TICKET_KEYS.all })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <TicketHistory ticketId={ticket.public_id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A ticket in a side drawer over its list: data, description, the responsible's panel, comments, files, history. */
export function TicketDrawer({ ticketId, onClose, actions }: TicketDrawerProps) {
  const phone = useIsMobile();
  const ticket = useTicket(ticketId);
  return (
    <Drawer
      opened={Boolean(ticketId)}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title="Detalle del ticket"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {ticket.error ? (
        <LoadError error={ticket.error} onRetry={() => ticket.refetch()} title="No se pudo cargar el ticket" />
      ) : !ticket.data ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={28} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <Body ticket={ticket.data} actions={actions} />
      )}
    </Drawer>
  );
}
