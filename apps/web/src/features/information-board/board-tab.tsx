import { Suspense, useEffect, useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { TPage } from '@gestora/contract/common.schema';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import htmlClasses from '../../components/rich-text.module.css';
import { deferredComponent } from '../../lib/deferred-component.tsx';
import { onRealtime } from '../../lib/realtime.ts';
import { BoardFeed } from '../../components/board-feed.tsx';
import { CardHeader } from '../../components/card-header.tsx';
import { useBoardFeed, usePrependPost } from './information-board.queries.ts';

/**
 * A post's HTML view, with the sanitiser it cleans the HTML with (DOMPurify, 11 KB gzipped), and the files table
 * (4 KB) load with the first page of posts that shows them: an empty board (and the home page's first paint) does
 * without them. A page waits for them before it is shown (useBoardFeed's `beforeShow`), so that a post never shows
 * without its text or its files.
 */
const HtmlView = deferredComponent(() => import('../../components/html-view.tsx').then((m) => m.HtmlView));
const SavedFilesTable = deferredComponent(() =>
  import('../../components/saved-files-table.tsx').then((m) => m.SavedFilesTable),
);
const withParts = (page: TPage<TInformationPost>) =>
  Promise.all([
    page.data.some((post) => post.content) && HtmlView.preload(),
    page.data.some((post) => post.files.length) && SavedFilesTable.preload(),
  ]);

/** One post: author, date, department, title, its HTML and its files (download and view; no deletion here). */
export function PostCard({ post }: { post: TInformationPost }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={post.title}>
      <Stack gap="sm">
        <CardHeader author={post.author} createdAt={post.created_at} department={post.department} title={post.title} />
        {/* Their code is there before the page is shown (withParts): the boundary is only a guard. */}
        <Suspense fallback={null}>
          {post.content ? <HtmlView html={post.content} /> : <div className={htmlClasses.body} />}
        </Suspense>
        {post.files.length ? (
          <div>
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
              Archivos adjuntos
            </Text>
            <Suspense fallback={null}>
              <SavedFilesTable files={post.files} urlField="file" nameField="name" />
            </Suspense>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The 'Tablero informativo' tab: the board, with new posts arriving live at the top (information-board-channel). */
export function BoardTab() {
  const [departmentId, setDepartmentId] = useState('');
  const query = useBoardFeed(departmentId, withParts);
  const prepend = usePrependPost();
  useEffect(() => onRealtime('InformationBoardPublic', (post) => prepend(post)), [prepend]);
  return (
    <BoardFeed
      label="Tablero informativo"
      query={query}
      departmentId={departmentId}
      onDepartmentChange={setDepartmentId}
      renderItem={(post) => <PostCard post={post} />}
    />
  );
}
