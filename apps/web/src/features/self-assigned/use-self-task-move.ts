import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TSelfTask, TSelfTaskBoard, TSelfTaskMove } from '@gestora/contract/self-assigned/self-assigned.schema';
import { errorMessage } from '../../components/form-errors.ts';
import { http } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { SELF_TASK_KEYS } from './self-assigned.queries.ts';

export type SelfTaskMove = { id: string } & TSelfTaskMove;

/** The board with the card taken out of its column and put right after `after_id` (first when null). */
export function moveOnBoard(board: TSelfTaskBoard, { id, status, after_id }: SelfTaskMove): TSelfTaskBoard {
  const card = board.columns.flatMap((c) => c.tasks).find((t) => t.public_id === id);
  if (!card) return board;
  // Done is never overdue; leaving 'Hecha' the server says again whether it is (the organisation's day).
  const moved = { ...card, status, overdue: status === 'Hecha' ? false : card.overdue };
  return {
    columns: board.columns.map((c) => {
      let tasks = c.tasks.filter((t) => t.public_id !== id);
      let total = c.total;
      if (c.status === card.status) total -= 1;
      if (c.status === status) {
        const at = after_id === null ? 0 : tasks.findIndex((t) => t.public_id === after_id) + 1;
        tasks = [...tasks.slice(0, at), moved, ...tasks.slice(at)];
        total += 1;
      }
      return tasks === c.tasks && total === c.total ? c : { ...c, total: Math.max(0, total), tasks };
    }),
  };
}

/**
 * POST /api/self_assigned_tasks/:id/move, optimistic: every cached board shows the card in its new place at
 * once; if the server refuses, they go back to what they were and its message is shown. One at a time (one
 * mutation scope): two quick moves sent together could reach the server in either order.
 */
export function useSelfTaskMove() {
  const client = useQueryClient();
  return useMutation({
    scope: { id: 'move-self-task' },
    mutationFn: ({ id, ...body }: SelfTaskMove) => http.post<TSelfTask>(`/api/self_assigned_tasks/${id}/move`, body),
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: SELF_TASK_KEYS.boards });
      const snapshot = client.getQueriesData<TSelfTaskBoard>({ queryKey: SELF_TASK_KEYS.boards });
      for (const [key, value] of snapshot) if (value) client.setQueryData(key, moveOnBoard(value, move));
      return { snapshot };
    },
    onError: (error, _move, context) => {
      for (const [key, value] of (context?.snapshot ?? []) as [QueryKey, unknown][]) client.setQueryData(key, value);
      notifyError(errorMessage(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: SELF_TASK_KEYS.all }),
  });
}
