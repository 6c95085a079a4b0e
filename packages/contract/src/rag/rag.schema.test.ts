import { describe, expect, it } from 'vitest';
import { ZChatResponse } from './rag.schema.ts';

const answer = {
  reply: 'Esto es lo que encontré en los documentos:\n\n[1] Viáticos\n«Se asignan S/ 120 diarios.»',
  sources: [{ public_id: 'd1', title: 'Viáticos', passage: 'Se asignan S/ 120 diarios. Otra frase.' }],
  found: true,
  mode: 'passages',
  answers: [
    {
      public_id: 'd1',
      title: 'Viáticos',
      area: null,
      heading: 'Montos',
      sentences: [{ text: 'Se asignan S/ 120 diarios.', highlights: [[18, 25]] }],
      passage: 'Se asignan S/ 120 diarios. Otra frase.',
    },
  ],
  conflicts: [
    {
      message: 'Las fuentes no coinciden: «Viáticos» (Todos) indica S/ 120 y «Viajes» (Finanzas) indica S/ 150.',
      claims: [
        { public_id: 'd1', title: 'Viáticos', area: null, figure: 'S/ 120', sentence: 'Se asignan S/ 120 diarios.' },
        { public_id: 'd2', title: 'Viajes', area: 'Finanzas', figure: 'S/ 150', sentence: 'El viático es S/ 150.' },
      ],
    },
  ],
};

describe('ZChatResponse', () => {
  it('carries the answers a person reads and the disagreements beside the plain reply', () => {
    expect(ZChatResponse.parse(answer)).toEqual(answer);
  });

  it('requires the answers and conflicts (empty lists when nothing was found)', () => {
    const { answers: _a, conflicts: _c, ...old } = answer;
    expect(ZChatResponse.safeParse(old).success).toBe(false);
    expect(ZChatResponse.safeParse({ ...old, sources: [], answers: [], conflicts: [] }).success).toBe(true);
  });

  it('takes highlights only as [start, end] pairs of character positions', () => {
    const bad = (highlights: unknown) => ({
      ...answer,
      answers: [{ ...answer.answers[0], sentences: [{ text: 'x', highlights }] }],
    });
    expect(ZChatResponse.safeParse(bad([[1]])).success).toBe(false);
    expect(ZChatResponse.safeParse(bad([[-1, 2]])).success).toBe(false);
    expect(ZChatResponse.safeParse(bad([[0, 1]])).success).toBe(true);
  });
});
