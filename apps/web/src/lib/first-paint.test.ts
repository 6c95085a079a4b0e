import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/** A fresh http and gate: the suite's setup opened the shared one (src/test/setup.ts). */
async function freshModules() {
  vi.resetModules();
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
  const { http } = await import('./http.ts');
  const { afterFirstCommit, firstPaint } = await import('./first-paint.ts');
  return { fetchSpy, http, afterFirstCommit, firstPaint };
}

const aWhile = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('requests wait for the first screen', () => {
  it('sends nothing before the first commit, and the waiting request once it is painted', async () => {
    const { fetchSpy, http, afterFirstCommit } = await freshModules();
    const answer = http.get<{ ok: boolean }>('/api/user');
    await aWhile();
    expect(fetchSpy).not.toHaveBeenCalled();

    afterFirstCommit();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/api/user');
  });

  it('lets the requests go after 100 ms even when no frame is painted (a tab in the background)', async () => {
    const { afterFirstCommit, firstPaint } = await freshModules();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let open = false;
    void firstPaint().then(() => (open = true));
    afterFirstCommit();
    await aWhile();
    expect(open).toBe(false);
    await vi.waitFor(() => expect(open).toBe(true), { timeout: 1000 });
  });
});
