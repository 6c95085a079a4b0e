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

/** Stored HTML back to Textarea text: one line per paragraph or line break. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|h[1-6]|blockquote|pre|tr)>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** HTML from the API, cleaned again in the browser before it is shown (the server sanitises on write too). */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
