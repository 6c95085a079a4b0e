import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@gestora/contract/common.schema';
import type {
  TInformationPost,
  TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { useFeed, type Feed } from '../../components/use-feed.ts';
import { http } from '../../lib/http.ts';
import { pageQuery, recordQuery } from '../../lib/queries.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** Every query of the board and of the management list lives under ['information-board']. */
export const BOARD_KEYS = {
  ...entityKeys('information-board'),
  feed: (departmentId: string) => ['information-board', 'feed', departmentId] as const,
};

export const useBoardFeed = (
  departmentId: string,
  beforeShow?: (page: TPage<TInformationPost>) => Promise<unknown> | undefined,
) => useFeed<TInformationPost>(BOARD_KEYS.feed(departmentId), '/api/information_board', departmentId, beforeShow);

/** Puts a post that arrived in real time at the top of every open board it belongs to (spec section 4). */
export function usePrependPost() {
  const client = useQueryClient();
  return useCallback(
    (post: TInformationPost) => {
      for (const [key, data] of client.getQueriesData<Feed<TInformationPost>>({
        queryKey: ['information-board', 'feed'],
      })) {
        const departmentId = key[2] as string;
        if (!data || (departmentId && post.department?.public_id !== departmentId)) continue;
        if (data.pages.some((p) => p.data.some((x) => x.public_id === post.public_id))) continue;
        const [first, ...rest] = data.pages;
        client.setQueryData<Feed<TInformationPost>>(key, {
          ...data,
          pages: [{ ...first!, data: [post, ...first!.data] }, ...rest],
        });
      }
    },
    [client],
  );
}

// Management: the author's posts (/information_board).
export const myPostsQueryOptions = pageQuery<TMyInformationPost>(BOARD_KEYS, '/api/my_information_board');
export const postRecordQuery = recordQuery<TMyInformationPost>(BOARD_KEYS, '/api/information_board');
export const usePost = (id: string | undefined) => useQuery({ ...postRecordQuery(id ?? ''), enabled: Boolean(id) });
export const uploadPostFile = (id: string, file: File) => {
  const form = new FormData();
  form.append('files', file, file.name);
  return http.post<TMyInformationPost>(`/api/information_board/${id}/files`, form);
};
