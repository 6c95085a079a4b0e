import { useState } from 'react';
import { Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { showFormErrors } from '../../components/form-errors.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDateTime, fromNow } from '../../lib/dates.ts';
import { LoadError } from '../../components/load-error.tsx';
import { MentionTextarea } from './mention-textarea.tsx';
import { safeHtml, textToHtml } from '../../lib/rich-text.ts';
import classes from '../../components/rich-text.module.css';
import { memberName } from './task-badges.tsx';
import { useAddComment, useTaskComments } from './tasks.queries.ts';
import type { TUserRef } from '@gestora/contract/common.schema';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The comment as the API stores it, and the people it mentions: only mentions whose '@Nombre Apellido' is still
 * in the text count; each becomes a mention span (the sanitiser keeps data-type/data-id/data-label).
 */
export function commentPayload(text: string, picked: TUserRef[]) {
  const mentioned = picked.filter(
    (u, i) => picked.findIndex((p) => p.public_id === u.public_id) === i && text.includes(`@${memberName(u)}`),
  );
  // Longer names first, so that '@Ana María' is not taken for '@Ana'.
  const ordered = [...mentioned].sort((a, b) => memberName(b).length - memberName(a).length);
  const body = textToHtml(text, (line) =>
    ordered.reduce((out, u) => {
      const label = memberName(u);
      return out.replace(
        new RegExp(`@${escapeRegExp(label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))}`, 'g'),
        `<span data-type="mention" data-id="${u.public_id}" data-label="${label.replace(/"/g, '&quot;')}">@${label}</span>`,
      );
    }, line),
  );
  return { body, mentions: mentioned.map((u) => u.public_id) };
}

interface TaskCommentsProps {
  taskId: string;
  members: TUserRef[];
  canComment: boolean;
}

/** Comments, newest first; '@' mentions notify the people named. */
export function TaskComments({ taskId, members, canComment }: TaskCommentsProps) {
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<TUserRef[]>([]);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!text.trim()) {
      setError('El comentario es obligatorio.');
      return;
    }
    add.mutate(commentPayload(text, picked), {
      onSuccess: () => {
        setText('');
        setPicked([]);
      },
      onError: (e) =>
        showFormErrors({ getValues: () => ({ body: text }), setErrors: (errs) => setError(errs.body) }, e),
    });
  };

  return (
    <Stack gap="md">
      {canComment ? (
        <Stack gap="xs">
          <MentionTextarea
            label="Nuevo comentario"
            placeholder="Escriba un comentario. Use @ para mencionar a alguien."
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            onChange={(v) => {
              setText(v);
              setError(undefined);
            }}
            people={members}
            onMention={(u) => setPicked((p) => [...p, u])}
            error={error}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} onClick={submit} loading={add.isPending}>
              Comentar
            </Button>
          </Group>
        </Stack>
      ) : null}
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
                      {c.author ? memberName(c.author) : 'Usuario eliminado'}
                    </Text>
                    <Text size="xs" c="dimmed" title={formatDateTime(c.created_at)}>
                      {fromNow(c.created_at)}
                    </Text>
                  </Group>
                  <div className={classes.body} dangerouslySetInnerHTML={{ __html: safeHtml(c.body) }} />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
