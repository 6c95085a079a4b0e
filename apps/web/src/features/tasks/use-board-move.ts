import { useState } from 'react';
import type { TTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { notify } from '../../lib/notify.ts';
import { statusName } from './task-labels.ts';

/** What a card shows about its last move: on its way to the server, accepted, or refused and put back. */
export type MoveFeedback = 'saving' | 'moved' | 'failed';

export type MoveTo = (id: string, status: TTaskStatus) => Promise<unknown>;

/**
 * A move on the board with its feedback: the card moves at once (the caller's optimistic update) and shows
 * that it is being saved; once the server accepts, a short toast says where it went and the card is marked;
 * if it refuses, the card is back in its column (the caller's rollback and error toast) and marked as failed.
 */
export function useBoardMove(onMove: MoveTo | undefined) {
  const [feedback, setFeedback] = useState<Record<string, MoveFeedback>>({});
  const mark = (id: string, value: MoveFeedback) => setFeedback((f) => ({ ...f, [id]: value }));

  const move = (task: TTaskBoardCard, status: TTaskStatus) => {
    if (!onMove || task.status === status) return;
    const id = task.public_id;
    mark(id, 'saving');
    onMove(id, status).then(
      () => {
        mark(id, 'moved');
        notify(`La tarea «${task.title}» pasó a ${statusName(status)}.`, 'success');
      },
      () => mark(id, 'failed'),
    );
  };

  return { feedback, move };
}
