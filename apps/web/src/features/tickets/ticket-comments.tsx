import { CommentThread } from '../../components/comment-thread.tsx';
import { textToHtml } from '../../lib/rich-text.ts';
import { useAddTicketComment, useTicketComments } from './tickets.queries.ts';

/** The conversation of the requester, the responsible and the administration, oldest first. */
export function TicketComments({ ticketId, canComment }: { ticketId: string; canComment: boolean }) {
  const comments = useTicketComments(ticketId);
  const add = useAddTicketComment(ticketId);
  return (
    <CommentThread
      comments={comments}
      canComment={canComment}
      send={(text) => add.mutateAsync({ body: textToHtml(text) })}
      sending={add.isPending}
      placeholder="Escriba un comentario para el solicitante o el responsable."
    />
  );
}
