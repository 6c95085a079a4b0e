import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { html } from '../test/rich-text.arbitrary.ts';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

/** sanitize-html's own reading of HTML as text: what richTextToPlain did before it read tags with expressions. */
const parsedPlain = (html: string) =>
  sanitizeHtml(html.replace(/<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|ul|ol|table)\s*>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot);/g, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' })[e]!)
    .replace(/\s+/g, ' ')
    .trim();

describe('richTextToPlain', () => {
  it('reads stored rich text as sanitize-html does', () => {
    fc.assert(
      fc.property(html, (input) => {
        const stored = sanitizeRichText(input);
        expect(richTextToPlain(stored)).toBe(parsedPlain(stored));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps blocks apart and shows escapes as their characters', () => {
    const stored = sanitizeRichText('<p>Cambio de <b>tóner</b> &amp; limpieza</p><ul><li>A&lt;B</li><li>"C"</li></ul>');
    expect(richTextToPlain(stored)).toBe('Cambio de tóner & limpieza A<B "C"');
  });
});
