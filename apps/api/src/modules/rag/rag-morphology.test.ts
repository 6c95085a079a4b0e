import { describe, expect, it } from 'vitest';
import { derivationRoot, diminutiveBases, nominalWords, numberVariants } from './rag-morphology.rules.ts';

describe('rag morphology', () => {
  it('gives the words a diminutive comes from', () => {
    expect(diminutiveBases('semanita')).toContain('semana');
    expect(diminutiveBases('cafecito')).toContain('cafe');
    expect(diminutiveBases('papelito')).toContain('papel');
    expect(diminutiveBases('poquito')).toContain('poco');
    expect(diminutiveBases('casa')).toEqual([]);
  });

  it("gives a derived noun's verb root, and leaves other words alone", () => {
    expect(derivationRoot('evaluacion')).toBe('evalu');
    expect(derivationRoot('solicitud')).toBe('solicit');
    expect(derivationRoot('vencimient')).toBe('venc');
    expect(derivationRoot('nacion')).toBeNull();
    expect(derivationRoot('vacacion')).toBeNull(); // 'vac-' would begin too many words
  });

  it('gives the other number of a word in -ción', () => {
    expect(numberVariants('gratificacion')).toEqual(['gratificaciones']);
    expect(numberVariants('gratificaciones')).toEqual(['gratificacion']);
    expect(numberVariants('sala')).toEqual([]);
  });

  it('marks the words that name things, not verbs, set phrases or times', () => {
    const words = 'me la cobran si pierdo el fotocheck de nuevo el lunes para rescatarlo'.split(' ');
    const marked = words.filter((_, i) => nominalWords(words)[i]);
    expect(marked).toEqual(['fotocheck']);
    expect(nominalWords(['bandas', 'salariales'], true)).toEqual([true, true]);
  });
});
