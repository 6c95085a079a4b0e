import DOMPurify from 'dompurify';
import { Typography, type BoxProps } from '@mantine/core';
import '@mantine/core/styles/Typography.css';

/** HTML from the API, cleaned again in the browser (the server sanitises on write too): no script, handler or URL. */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}

/** Shows rich text written by users (posts, ideas): sanitised on render, in Mantine's typography. */
export function HtmlView({ html, ...box }: { html: string } & BoxProps) {
  return (
    <Typography {...box} style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: cleanHtml(html) }} />
    </Typography>
  );
}
