/**
 * Text shaping for retrieval: accent folding, HTML and Markdown to blocks, and blocks to overlapping passages.
 * Pure functions (no database), so that the indexer, the query side and the evaluation agree to the letter.
 */

/**
 * Lower-case, accents off, ñ kept ('año' is not 'ano'). Done here rather than with PostgreSQL's unaccent, which
 * PGlite only has as a separate contrib bundle: one behaviour on the embedded database and on PostgreSQL 15.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/n\u0303/g, '\u00f1')
    .replace(/N\u0303/g, '\u00d1')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+|#39);/gi, (m, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16) || 32);
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)) || 32);
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Sanitised editor HTML to Markdown-like plain text: headings as '# ', list items as '- ', blocks apart. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/gi, (_m, inner: string) => `\n\n# ${inner.replace(/<[^>]*>/g, '')}\n\n`)
    // The editor wraps each list item's text in a paragraph: an item stays one line.
    .replace(/<li[^>]*>\s*(<p[^>]*>)?/gi, '\n- ')
    .replace(/(<\/p>\s*)?<\/li>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol|blockquote|pre|tr|table)>/gi, '\n\n')
    .replace(/<\/(td|th)>/gi, ' | ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

export interface Block {
  heading: string;
  text: string;
}

/** Text (Markdown, extracted PDF/DOCX text, or htmlToText's output) to paragraphs under their heading. */
export function textToBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let heading = '';
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const raw of paragraphs) {
    const lines = raw
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let body: string[] = [];
    for (const line of lines) {
      const h = /^#{1,6}\s+(.+)$/.exec(line);
      if (h) {
        if (body.length) blocks.push({ heading, text: body.join('\n') });
        body = [];
        heading = h[1].replace(/[*_`]/g, '').trim();
      } else body.push(line);
    }
    if (body.length) blocks.push({ heading, text: body.join('\n') });
  }
  return blocks;
}

export interface Passage {
  heading: string;
  body: string;
}

export const PASSAGE_TARGET = 700;
const PASSAGE_MAX = 1100;

/** Splits a paragraph longer than a passage at sentence ends, then at words. */
function pieces(text: string): string[] {
  if (text.length <= PASSAGE_MAX) return [text];
  const sentences = text.match(/[^.!?;\n]+[.!?;]*\s*/g) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (s.length > PASSAGE_MAX) {
      if (cur) out.push(cur.trim());
      cur = '';
      for (let i = 0; i < s.length; i += PASSAGE_TARGET) out.push(s.slice(i, i + PASSAGE_TARGET).trim());
      continue;
    }
    if ((cur + s).length > PASSAGE_TARGET && cur) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/**
 * Overlapping windows of whole paragraphs within one section: about PASSAGE_TARGET characters each, and the last
 * paragraph of a window (when short) opens the next one, so that a fact told across two paragraphs is found
 * whole in at least one passage. A new heading starts a new window.
 */
export function splitPassages(blocks: Block[]): Passage[] {
  const out: Passage[] = [];
  let heading = '';
  let window: string[] = [];
  let size = 0;
  let fresh = false;
  const flush = () => {
    if (window.length && fresh) out.push({ heading, body: window.join('\n') });
    fresh = false;
  };
  for (const block of blocks) {
    if (block.heading !== heading) {
      flush();
      window = [];
      size = 0;
      heading = block.heading;
    }
    for (const piece of pieces(block.text)) {
      if (size + piece.length > PASSAGE_TARGET && window.length) {
        flush();
        const last = window[window.length - 1];
        window = last.length <= PASSAGE_TARGET / 3 ? [last] : [];
        size = window.reduce((n, p) => n + p.length, 0);
      }
      window.push(piece);
      size += piece.length;
      fresh = true;
    }
  }
  flush();
  return out;
}

/** Words of a folded text, for the BM25 length of a passage. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/** The whole indexable text of a document: the editor's content, then the uploaded file's text. */
export function documentPassages(contentHtml: string, sourceText: string): Passage[] {
  const blocks = [...textToBlocks(htmlToText(contentHtml)), ...textToBlocks(sourceText)];
  return splitPassages(blocks);
}
