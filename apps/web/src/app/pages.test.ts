import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '@gestora/contract/routes';
import { LATER_PAGES } from './later-pages.ts';
import { PAGES } from './pages.ts';

describe('the pages of the route table', () => {
  it('gives every route of the contract a page, the first screen here and every other in later-pages.ts', () => {
    const paths = WEB_ROUTES.map((r) => r.path).sort();
    expect(Object.keys(PAGES).sort()).toEqual(paths);
    expect(['/', '/login', ...Object.keys(LATER_PAGES)].sort()).toEqual(paths);
  });

  it("loads a later page's code through the table", async () => {
    const page = await PAGES['/self_assigned_task']!.preload();
    expect(typeof page).toBe('function');
    expect((page as { name: string }).name).toBe('SelfAssignedTasksPage');
  });
});
