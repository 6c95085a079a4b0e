import { describe, expect, it } from 'vitest';
import { documentPassages, fold, htmlToText, PASSAGE_TARGET, splitPassages, textToBlocks } from './rag-text.rules.ts';

describe('rag text', () => {
  it('folds accents but keeps ñ', () => {
    expect(fold('Capacitación AÑO Pingüino Ñandú')).toBe('capacitacion año pinguino ñandu');
  });

  it('turns editor HTML into headed blocks, entities decoded and tags gone', () => {
    const text = htmlToText(
      '<h2>Solicitud &amp; plazos</h2><p>Con <strong>15</strong> días.</p><ul><li>Uno</li><li><p>Dos</p></li></ul>',
    );
    const blocks = textToBlocks(text);
    expect(blocks[0]).toEqual({ heading: 'Solicitud & plazos', text: 'Con 15 días.' });
    expect(blocks[1].text).toBe('- Uno\n- Dos');
  });

  it('splits long sections into overlapping passages and starts a new one at each heading', () => {
    const para = (n: number) => `Párrafo ${n}. ${'Texto de relleno sobre la política. '.repeat(11)}`;
    const short = 'Dato breve que une dos ventanas.';
    const blocks = [
      ...[1, 2, 3].map((n) => ({ heading: 'Uno', text: para(n) })),
      { heading: 'Uno', text: short },
      { heading: 'Uno', text: para(4) },
      { heading: 'Dos', text: 'Otra sección.' },
    ];
    const passages = splitPassages(blocks);
    expect(passages.every((p) => p.body.length <= PASSAGE_TARGET * 1.6)).toBe(true);
    // The short paragraph closes one window and opens the next.
    expect(passages.filter((p) => p.body.includes(short))).toHaveLength(2);
    expect(passages.at(-1)).toEqual({ heading: 'Dos', body: 'Otra sección.' });
    expect(passages.filter((p) => p.heading === 'Dos')).toHaveLength(1);
  });

  it('cuts a paragraph longer than a passage at sentence ends', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Frase número ${i} del reglamento.`).join(' ');
    const passages = documentPassages('', long);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((p) => p.body.length <= 1100)).toBe(true);
    expect(passages.map((p) => p.body).join(' ')).toContain('Frase número 59 del reglamento.');
  });
});
