import { sql } from 'drizzle-orm';
import type {
  TInformationPostPage,
  TMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { audienceLists } from '../../lib/audience.ts';
import { postRowJson, selectPostJson } from './information-board.presenter.ts';
import { informationPosts } from './information-board.table.ts';

/** Spanish full text over title and content (the GIN index information_posts_search_idx). */
const postVector = sql`to_tsvector('spanish', ${informationPosts.title} || ' ' || ${informationPosts.content})`;

/**
 * GET /api/information_board (spec section 7): the posts the viewer may see, newest first; and GET
 * /api/my_information_board: the author's own (/information_board), searchable. Each row with its author,
 * department and files (postRowJson).
 */
export const { board: boardList, mine: myPostsList } = audienceLists<TInformationPostPage, TMyInformationPostPage>({
  names: { board: 'information_board', mine: 'my_information_board' },
  table: informationPosts,
  vector: postVector,
  row: (_p, opts) => postRowJson(opts),
  from: selectPostJson,
});
