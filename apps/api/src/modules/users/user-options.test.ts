import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

describe('GET /api/user_options', () => {
  it("matches on email only for 'Ver usuarios', and never answers emails", async () => {
    const target = await h.makeUser([], { name: 'Rocío', lastName: 'Paredes', email: 'zz-secreta-4711@test.local' });
    const colleague = await h.as((await h.makeUser([])).email);
    // A Colaborador could otherwise recover any address one character at a time ('z', 'zz', 'zz-', …).
    for (const q of ['zz-secreta', 'secreta-4711@test', '4711']) {
      const res = await colleague.inject({ method: 'GET', url: `/api/user_options?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await colleague.inject({ method: 'GET', url: '/api/user_options?q=Rocío Paredes' })).json()).toEqual([
      { public_id: target.publicId, name: 'Rocío', last_name: 'Paredes', avatar_url: '/images/users/default.svg' },
    ]);
    const admin = await h.as((await h.makeUser(['Ver usuarios'])).email);
    const found = (await admin.inject({ method: 'GET', url: '/api/user_options?q=zz-secreta' })).json();
    expect(found.map((u: { public_id: string }) => u.public_id)).toEqual([target.publicId]);
    expect(JSON.stringify(found)).not.toContain('@');
  });

  it('gives any signed-in user the active colleagues, searchable, as references, at most 50', async () => {
    const ines = await h.makeUser([], { name: 'Inés', lastName: 'Quispe Mamani' });
    await h.makeUser([], { name: 'Inés', lastName: 'Quispe Baja', active: false });
    const plain = await h.as((await h.makeUser([])).email);
    const res = await plain.inject({ method: 'GET', url: '/api/user_options?q=quispe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { public_id: ines.publicId, name: 'Inés', last_name: 'Quispe Mamani', avatar_url: '/images/users/default.svg' },
    ]);
    expect((await plain.inject({ method: 'GET', url: '/api/user_options?q=inés quispe' })).json()).toHaveLength(1);
    for (let i = 0; i < 55; i++) await h.makeUser([], { name: 'Masivo', lastName: `Usuario ${i}` });
    expect((await plain.inject({ method: 'GET', url: '/api/user_options?q=masivo' })).json()).toHaveLength(50);
    expect((await h.app.inject({ method: 'GET', url: '/api/user_options' })).statusCode).toBe(401);
  });
});
