import DOMPurify from 'dompurify';
import { Text } from '@mantine/core';
import classes from './meeting-html.module.css';

/** HTML from the API, cleaned again in the browser before it is shown (the server sanitises on write too). */
export function MeetingHtml({ html, empty }: { html: string | null; empty: string }) {
  if (!html)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <div
      className={classes.body}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) }}
    />
  );
}
