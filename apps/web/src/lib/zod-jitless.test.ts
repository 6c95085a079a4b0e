import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('sets jitless before zod loads, and zod keeps the setting', async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
