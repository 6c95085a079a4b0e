import { useState } from 'react';
import type { TUserRef } from '@gestora/contract/common.schema';
import { CommentThread } from '../../components/comment-thread.tsx';
import { textToHtml } from '../../lib/rich-text.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { memberName } from './task-badges.tsx';
import { useAddComment, useTaskComments } from './tasks.queries.ts';

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
  const [picked, setPicked] = useState<TUserRef[]>([]);
  return (
    <CommentThread
      comments={comments}
      canComment={canComment}
      send={async (text) => {
        await add.mutateAsync(commentPayload(text, picked));
        setPicked([]);
      }}
      sending={add.isPending}
      placeholder="Escriba un comentario. Use @ para mencionar a alguien."
      boxFirst
      input={(props) => <MentionTextarea {...props} people={members} onMention={(u) => setPicked((p) => [...p, u])} />}
    />
  );
}
