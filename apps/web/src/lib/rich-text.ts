import DOMPurify from 'dompurify';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text from a Textarea as the simple HTML the API stores: one <p> per line, blank lines dropped. `decorate`
 * may turn parts of an escaped line into markup (mentions).
 */
export function textToHtml(text: string, decorate: (escapedLine: string) => string = (l) => l): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${decorate(escapeHtml(line))}</p>`)
    .join('');
}

/**
 * HTML from the API, cleaned again in the browser before it is shown (the server sanitises on write too): no
 * script, handler, javascript: URL, embedded document or style (issue 11: no style-based attack survives).
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
