import { lazy, Suspense, useEffect, useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { TPage } from '@gestora/contract/common.schema';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import htmlClasses from '../../components/rich-text.module.css';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { onRealtime } from '../../lib/realtime.ts';
import { BoardFeed } from './board-feed.tsx';
import { CardHeader } from './card-header.tsx';
import { useBoardFeed, usePrependPost } from './home.queries.ts';

/**
 * A post's HTML view, with the sanitiser it cleans the HTML with (DOMPurify, 11 KB gzipped), loads with the first
 * page of posts that has content: an empty board (and the home page's first paint) does without it. A page waits
 * for it before it is shown (useBoardFeed's `beforeShow`), so that a post never shows without its text.
 */
const loadHtmlView = () => import('../../components/html-view.tsx');
const HtmlView = lazy(() => loadHtmlView().then((m) => ({ default: m.HtmlView })));
const withContent = (page: TPage<TInformationPost>) =>
  page.data.some((post) => post.content) ? loadHtmlView() : undefined;

/** One post: author, date, department, title, its HTML and its files (download and view; no deletion here). */
export function PostCard({ post }: { post: TInformationPost }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={post.title}>
      <Stack gap="sm">
        <CardHeader author={post.author} createdAt={post.created_at} department={post.department} title={post.title} />
        {post.content ? (
          <Suspense fallback={null}>
            <HtmlView html={post.content} />
          </Suspense>
        ) : (
          <div className={htmlClasses.body} />
        )}
        {post.files.length ? (
          <div>
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
              Archivos adjuntos
            </Text>
            <SavedFilesTable files={post.files} urlField="file" nameField="name" />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The 'Tablero informativo' tab: the board, with new posts arriving live at the top (information-board-channel). */
export function BoardTab() {
  const [departmentId, setDepartmentId] = useState('');
  const query = useBoardFeed(departmentId, withContent);
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
