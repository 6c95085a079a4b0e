import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZListQuery,
  stripBidiControls,
  zDate,
  zDateTime,
  zOptionalDate,
  zOptionalText,
  zRequiredText,
  zText,
} from './common.schema.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('text primitives', () => {
  it('refuse NUL, other control characters and lone surrogates, in Spanish and under the label', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\ud800', 'a\udc00b', '\u0085']) {
      expect(messages(zText('El nombre'), bad), JSON.stringify(bad)).toEqual([
        'El nombre contiene caracteres no permitidos.',
      ]);
    }
    expect(messages(zRequiredText('El título', 1, 50), 'a\u0000')).toContain(
      'El título contiene caracteres no permitidos.',
    );
    expect(messages(zOptionalText('Las notas', 50), '\u0000')).toContain(
      'Las notas contiene caracteres no permitidos.',
    );
    expect(messages(ZListQuery, { q: 'x\u0000' })).toEqual(['La búsqueda contiene caracteres no permitidos.']);
  });

  it('strip bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), as file names do', () => {
    // «Factura \u202Egpj.exe» would list as «Factura exe.jpg».
    expect(zRequiredText('El título', 3, 200).parse(' Factura \u202Egpj.exe ')).toBe('Factura gpj.exe');
    const every = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(zText().parse(`a${every}b`)).toBe('ab');
    expect(zOptionalText('Las notas', 50).parse(every)).toBeNull();
    expect(messages(zRequiredText('El título', 3, 200), `${every}ab`)).toEqual([
      'El título debe tener al menos 3 caracteres.',
    ]);
    expect(ZListQuery.parse({ q: '\u2066gpj\u2069' }).q).toBe('gpj');
    expect(stripBidiControls('<p>x\u202Ey</p>')).toBe('<p>xy</p>');
  });

  it('keep the marks and joiners that are not overrides (LRM, RLM, ZWJ of emoji, ALM)', () => {
    for (const good of ['\u200Eabc\u200F', '👩\u200D👩\u200D👧', 'مرحبا\u061C']) expect(zText().parse(good)).toBe(good);
  });

  it('keep tabs, line breaks, emoji, accents and other scripts', () => {
    for (const good of ['línea 1\nlínea 2\r\n\tfin', 'Ñandú 🦤 👩‍👩‍👧', 'مرحبا 你好', '__proto__']) {
      expect(zText().parse(good)).toBe(good);
    }
  });
});

describe('date primitives', () => {
  it('refuse impossible days and malformed dates', () => {
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01', 'hoy', '']) {
      expect(messages(zDate('La fecha de inicio'), bad), bad).toEqual(['La fecha de inicio no es una fecha válida.']);
    }
  });

  it('refuse years outside 1900–2999 with their own message', () => {
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01']) {
      expect(messages(zDate('La fecha desde'), bad), bad).toEqual([
        'La fecha desde debe estar entre los años 1900 y 2999.',
      ]);
    }
    expect(messages(zDate(), '10000-01-01')).toEqual(['La fecha no es una fecha válida.']);
  });

  it('accept real days at both ends of the range, leap days included', () => {
    for (const good of ['1900-01-01', '2024-02-29', '2999-12-31']) expect(zDate().parse(good)).toBe(good);
  });

  it('read blank, null and absent as no date on forms, and check anything else', () => {
    const d = zOptionalDate('La fecha de fin');
    expect([d.parse(''), d.parse('  '), d.parse(null), d.parse(undefined)]).toEqual([null, null, null, null]);
    expect(d.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(messages(d, '0000-01-01')).toEqual(['La fecha de fin debe estar entre los años 1900 y 2999.']);
    expect(messages(d, 20260301)).toEqual(['La fecha de fin no es una fecha válida.']);
  });

  it('refuse instants outside the range', () => {
    expect(zDateTime().parse('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00Z');
    expect(messages(zDateTime(), '0000-01-01T00:00:00Z')).toEqual(['La fecha debe estar entre los años 1900 y 2999.']);
    expect(messages(zDateTime(), '2026-02-30T00:00:00Z')).toEqual(['La fecha no es una fecha válida.']);
  });
});
