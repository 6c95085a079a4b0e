import { Text } from '@mantine/core';
import { HtmlView } from '../../components/html-view.tsx';

/** A meeting's agenda or minutes as stored rich text is shown everywhere, or `empty` when there is none. */
export function MeetingHtml({ html, empty }: { html: string | null; empty: string }) {
  if (!html)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return <HtmlView html={html} />;
}
