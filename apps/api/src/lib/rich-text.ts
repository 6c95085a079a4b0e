import sanitizeHtml from 'sanitize-html';

/**
 * The one rich-text policy of the API: formatting, lists, quotes, code, tables and links only. Scripts,
 * styles, event handlers, iframes and images are dropped (images travel as attachments), and links may only
 * point to http(s)/mailto and open without giving the opened page a handle on ours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Mentions as a rich editor renders them: <span data-type="mention" data-id="…">@Ana</span>.
    span: ['data-type', 'data-id', 'data-label'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Cleans user HTML for storage; an input with no visible content (e.g. '<p></p>') becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return visible ? clean : '';
}

/** Plain text of stored rich text (for notification messages and search snippets). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
