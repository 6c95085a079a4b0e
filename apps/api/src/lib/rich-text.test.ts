import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
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

// What an editor, a paste or an attacker sends: tags the policy keeps and drops, attributes with quotes and angle
// brackets, entities named and numeric, comments, script, stray brackets and ampersands.
const piece = fc.oneof(
  fc.constantFrom(
    '<p>',
    '</p>',
    '<br>',
    '<br/>',
    '<li>',
    '</li>',
    '<ul>',
    '</ul>',
    '<strong>',
    '</strong>',
    '<h2>',
    '</h2>',
    '<td>',
    '</td>',
    '<div>',
    '</div>',
    '<img src=x onerror="a>b">',
    '<a href="https://a.cl/?x=1&y=<2>">',
    "<a href='javascript:alert(1)'>",
    '</a>',
    '<span data-type="mention" data-label="Ana > Luis">',
    '</span>',
    '<script>x<y</script>',
    '<style>p{}</style>',
    '<!-- c > d -->',
    '&amp;',
    '&lt;',
    '&gt;',
    '&quot;',
    '&nbsp;',
    '&aacute;',
    '&#60;',
    '&#x3e;',
    '<',
    '>',
    '&',
    '"',
    ' ',
    '\n',
  ),
  fc.string({ maxLength: 6 }),
);
const html = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

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
