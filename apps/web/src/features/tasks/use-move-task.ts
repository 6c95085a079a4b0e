import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type { TTaskBoard, TTaskDetail, TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { errorMessage } from '../../components/form-errors.ts';
import { http } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { TASK_KEYS } from './tasks.queries.ts';

export interface MoveTask {
  id: string;
  status: TTaskStatus;
}

const isBoard = (v: unknown): v is TTaskBoard => Boolean(v && typeof v === 'object' && 'columns' in v);
const isPage = (v: unknown): v is TPage<TTaskListItem> => Boolean(v && typeof v === 'object' && 'data' in v);
const isPages = (v: unknown): v is { pages: unknown[] } =>
  Boolean(v && typeof v === 'object' && 'pages' in v && Array.isArray(v.pages));
const isDetail = (v: unknown): v is TTaskDetail =>
  Boolean(v && typeof v === 'object' && 'public_id' in v && 'status' in v && 'can' in v);

function moveOnBoard(board: TTaskBoard, { id, status }: MoveTask): TTaskBoard {
  const card = board.columns.flatMap((c) => c.data).find((t) => t.public_id === id);
  if (!card || card.status === status) return board;
  const moved = { ...card, status };
  return {
    columns: board.columns.map((c) => {
      if (c.status === card.status)
        return { ...c, total: Math.max(0, c.total - 1), data: c.data.filter((t) => t.public_id !== id) };
      if (c.status === status) return { ...c, total: c.total + 1, data: [moved, ...c.data] };
      return c;
    }),
  };
}

function moveInCache(value: unknown, move: MoveTask): unknown {
  if (isBoard(value)) return moveOnBoard(value, move);
  // A board column's further cards (useBoardColumnMore): pages of the list.
  if (isPages(value)) return { ...value, pages: value.pages.map((p) => moveInCache(p, move)) };
  if (isPage(value))
    return { ...value, data: value.data.map((t) => (t.public_id === move.id ? { ...t, status: move.status } : t)) };
  if (isDetail(value) && value.public_id === move.id) return { ...value, status: move.status };
  return value;
}

/**
 * PUT /api/tasks/:id/status, optimistic: every cached board, list and detail shows the new status at once; if
 * the server refuses, they all go back to what they were and the server's message is shown. Moves go out one
 * at a time (one mutation scope): two quick changes sent together could reach the server in either order and
 * leave the task in the first one chosen.
 */
export function useMoveTask() {
  const client = useQueryClient();
  return useMutation({
    scope: { id: 'move-task' },
    mutationFn: ({ id, status }: MoveTask) => http.put<TTaskDetail>(`/api/tasks/${id}/status`, { status }),
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: TASK_KEYS.all });
      const snapshot = client.getQueriesData({ queryKey: TASK_KEYS.all });
      for (const [key, value] of snapshot) client.setQueryData(key, moveInCache(value, move));
      return { snapshot };
    },
    onError: (error, _move, context) => {
      for (const [key, value] of (context?.snapshot ?? []) as [QueryKey, unknown][]) client.setQueryData(key, value);
      notifyError(errorMessage(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: TASK_KEYS.all }),
  });
}
