import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { TPage } from '@gestora/contract/common.schema';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import htmlClasses from '../../components/rich-text.module.css';
import { onRealtime } from '../../lib/realtime.ts';
import { BoardFeed } from './board-feed.tsx';
import { CardHeader } from './card-header.tsx';
import { useBoardFeed, usePrependPost } from './home.queries.ts';

/**
 * A post's HTML view, with the sanitiser it cleans the HTML with (DOMPurify, 11 KB gzipped), and the files table
 * (4 KB) load with the first page of posts that shows them: an empty board (and the home page's first paint) does
 * without them. A page waits for them before it is shown (useBoardFeed's `beforeShow`), so that a post never shows
 * without its text or its files.
 */
const HtmlView = deferred(() => import('../../components/html-view.tsx').then((m) => m.HtmlView));
const SavedFilesTable = deferred(() => import('../../components/saved-files-table.tsx').then((m) => m.SavedFilesTable));
const withParts = (page: TPage<TInformationPost>) =>
  Promise.all([
    page.data.some((post) => post.content) && HtmlView.preload(),
    page.data.some((post) => post.files.length) && SavedFilesTable.preload(),
  ]);

/**
 * A component whose code loads on demand (`preload`, or its first render), drawn at once once it has loaded:
 * React.lazy would still draw the fallback for one render, a post without its text for a moment.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

/** One post: author, date, department, title, its HTML and its files (download and view; no deletion here). */
export function PostCard({ post }: { post: TInformationPost }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={post.title}>
      <Stack gap="sm">
        <CardHeader author={post.author} createdAt={post.created_at} department={post.department} title={post.title} />
        {post.content ? <HtmlView html={post.content} /> : <div className={htmlClasses.body} />}
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
