import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { TUserRef } from '@gestora/contract/common.schema';
import { formatDateTime } from '../lib/dates.ts';
import { fromNow } from '../lib/relative-time.ts';
import { showFormErrors } from './form-errors.ts';
import { HtmlView } from './html-view.tsx';
import { LoadError } from './load-error.tsx';
import { personName } from './people-pickers.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** A comment as the API lists it (a task's, a ticket's): its body is stored, sanitised HTML. */
export interface ThreadComment {
  public_id: string;
  author: TUserRef | null;
  body: string;
  created_at: string;
}

/** What the box for a new comment gets: a feature may give its own (the tasks' '@' mentions). */
export interface CommentInputProps {
  label: string;
  placeholder: string;
  autosize: true;
  minRows: number;
  maxRows: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

interface CommentThreadProps {
  /** The comments query of the record. */
  comments: { data?: { data: ThreadComment[] }; error: Error | null; refetch: () => unknown };
  canComment: boolean;
  /** Sends the text written; the box is emptied once it resolves, and a 422 shows under it. */
  send: (text: string) => Promise<unknown>;
  sending: boolean;
  placeholder: string;
  /** The box above the list (newest first, as tasks list them) instead of below it (a conversation). */
  boxFirst?: boolean;
  /** The box itself; a plain textarea by default. */
  input?: (props: CommentInputProps) => ReactNode;
}

function Comment({ comment }: { comment: ThreadComment }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {comment.author ? <UserAvatar user={comment.author} size={32} /> : null}
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {comment.author ? personName(comment.author) : 'Usuario eliminado'}
            </Text>
            <Text size="xs" c="dimmed" title={formatDateTime(comment.created_at)}>
              {fromNow(comment.created_at)}
            </Text>
          </Group>
          <HtmlView html={comment.body} />
        </Box>
      </Group>
    </Paper>
  );
}

const plainInput = ({ onChange, ...props }: CommentInputProps) => (
  <Textarea {...props} onChange={(e) => onChange(e.currentTarget.value)} />
);

/** A record's comments and, for who may comment, the box to add one ('Comentar'). */
export function CommentThread({
  comments,
  canComment,
  send,
  sending,
  placeholder,
  boxFirst = false,
  input = plainInput,
}: CommentThreadProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!text.trim()) {
      setError('El comentario es obligatorio.');
      return;
    }
    try {
      await send(text);
      setText('');
    } catch (e) {
      showFormErrors({ getValues: () => ({ body: text }), setErrors: (errs) => setError(errs.body) }, e);
    }
  };

  const box = canComment ? (
    <Stack gap="xs">
      {input({
        label: 'Nuevo comentario',
        placeholder,
        autosize: true,
        minRows: boxFirst ? 3 : 2,
        maxRows: boxFirst ? 10 : 8,
        value: text,
        onChange: (v) => {
          setText(v);
          setError(undefined);
        },
        error,
      })}
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={sending}>
          Comentar
        </Button>
      </Group>
    </Stack>
  ) : null;

  return (
    <Stack gap="md">
      {boxFirst ? box : null}
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
            <Comment key={c.public_id} comment={c} />
          ))}
        </Stack>
      )}
      {boxFirst ? null : box}
    </Stack>
  );
}
