import { useState } from 'react';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { showFormErrors } from '../../components/form-errors.ts';
import { HtmlView } from '../../components/html-view.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDateTime, fromNow } from '../../lib/dates.ts';
import { textToHtml } from '../../lib/rich-text.ts';
import { personName } from './ticket-badges.tsx';
import { useAddTicketComment, useTicketComments } from './tickets.queries.ts';

/** The conversation of the requester, the responsible and the administration, oldest first. */
export function TicketComments({ ticketId, canComment }: { ticketId: string; canComment: boolean }) {
  const comments = useTicketComments(ticketId);
  const add = useAddTicketComment(ticketId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!text.trim()) {
      setError('El comentario es obligatorio.');
      return;
    }
    add.mutate(
      { body: textToHtml(text) },
      {
        onSuccess: () => setText(''),
        onError: (e) =>
          showFormErrors({ getValues: () => ({ body: text }), setErrors: (errs) => setError(errs.body) }, e),
      },
    );
  };

  return (
    <Stack gap="md">
      {comments.error ? (
        <LoadError
          error={comments.error}
          onRetry={() => comments.refetch()}
          title="No se pudieron cargar los comentarios"
        />
      ) : !comments.data ? (
        <Skeleton h={72} radius="md" />
      ) : comments.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay comentarios.
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label="Comentarios">
          {comments.data.data.map((c) => (
            <Paper key={c.public_id} withBorder radius="md" p="sm" role="listitem">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {c.author ? <UserAvatar user={c.author} size={32} /> : null}
                <Box style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {c.author ? personName(c.author) : 'Usuario eliminado'}
                    </Text>
                    <Text size="xs" c="dimmed" title={formatDateTime(c.created_at)}>
                      {fromNow(c.created_at)}
                    </Text>
                  </Group>
                  <HtmlView html={c.body} />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canComment ? (
        <Stack gap="xs">
          <Textarea
            label="Nuevo comentario"
            placeholder="Escriba un comentario para el solicitante o el responsable."
            autosize
            minRows={2}
            maxRows={8}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} onClick={submit} loading={add.isPending}>
              Comentar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
