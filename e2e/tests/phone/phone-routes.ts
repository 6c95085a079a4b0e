import type { APIRequestContext, Page } from '@playwright/test';
import { WEB_ROUTES, type WebRoute } from '@gestora/contract/routes';

/** The first row's public_id of a list endpoint, read with the page's own session. */
async function firstId(api: APIRequestContext, path: string): Promise<string> {
  const res = await api.get(path, { params: { page: '1' } });
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data?: { public_id: string }[] } | { public_id: string }[];
  const rows = Array.isArray(body) ? body : (body.data ?? []);
  if (!rows[0]) throw new Error(`GET ${path}: no rows in the demo data`);
  return rows[0].public_id;
}

/**
 * Where each route parameter's value comes from: the list of the thing it names, in the demo data. A new route
 * whose parameter is not here fails the test by name, so that it gets a source rather than being left out.
 */
const SOURCES: Record<string, (api: APIRequestContext) => Promise<string>> = {
  '/project/edit/:id': (api) => firstId(api, '/api/projects'),
  '/project/:id': (api) => firstId(api, '/api/projects'),
  '/report/project/datail/:id': (api) => firstId(api, '/api/projects'),
  '/stage/edit/:id': (api) => firstId(api, '/api/stages'),
  '/stage/detail/:id': (api) => firstId(api, '/api/stages'),
  '/task/edit/:id': (api) => firstId(api, '/api/tasks'),
  '/task/:id': (api) => firstId(api, '/api/tasks'),
  '/subtasks_in_task/:id': (api) => firstId(api, '/api/tasks'),
  '/find_ticket/:id': (api) => firstId(api, '/api/tickets'),
  '/meeting/edit/:id': (api) => firstId(api, '/api/meetings'),
  '/meeting/start/:id': (api) => firstId(api, '/api/meetings'),
  '/meeting/show/:id': (api) => firstId(api, '/api/meetings'),
  '/ticket_in_meetings/:id': (api) => firstId(api, '/api/meetings'),
  '/stage_activity/edit/:id': (api) => firstId(api, '/api/stage_activities'),
  '/vehicle/edit/:id': (api) => firstId(api, '/api/vehicles'),
  '/vehicle/:id': (api) => firstId(api, '/api/vehicles'),
  '/vehicle_maintenance/edit/:id': (api) => firstId(api, '/api/maintenance_records'),
  '/maintenance_request/edit/:id': (api) => firstId(api, '/api/maintenance_requests'),
  '/information_board/edit/:id': (api) => firstId(api, '/api/my_information_board'),
  // The menus' "see all" links open these lists with 'all' in place of one notification.
  '/notification/all_tasks_notifications/:id': async () => 'all',
  '/notification/all_tickets_notifications/:id': async () => 'all',
};

/** Routes with two parameters: the whole address at once. */
const MULTI: Record<string, (api: APIRequestContext) => Promise<string>> = {
  '/report/project/filter_task_in_project/:project_id/:filter': async (api) =>
    `/report/project/filter_task_in_project/${await firstId(api, '/api/projects')}/all`,
  '/report/responsible/tasks/:user_id/:filter': async (api) =>
    `/report/responsible/tasks/${await firstId(api, '/api/users')}/all`,
  // A made-up token: the page shows its form (the server judges the token on submit).
  '/password-reset/:token': async () => '/password-reset/token-de-prueba?email=maria.gonzalez%40gestora.local',
};

export interface PhoneRoute {
  route: WebRoute;
  /** The address visited, parameters filled. */
  url: string;
  /** Guest pages send a signed-in user away: they are visited signed out. */
  signedOut: boolean;
}

/** Every route of the contract's route table, with its parameters filled from the demo data. */
export async function phoneRoutes(api: APIRequestContext): Promise<PhoneRoute[]> {
  const out: PhoneRoute[] = [];
  for (const route of WEB_ROUTES) {
    let url = route.path;
    if (route.path.includes(':')) {
      const multi = MULTI[route.path];
      const single = SOURCES[route.path];
      if (multi) url = await multi(api);
      else if (single) url = route.path.replace(/:[a-z_]+/, await single(api));
      else throw new Error(`no demo value for the parameters of ${route.path} (e2e/tests/phone/phone-routes.ts)`);
    }
    out.push({ route, url, signedOut: route.access === 'guest' });
  }
  return out;
}

export interface Overflow {
  /** documentElement.scrollWidth − clientWidth. */
  page: number;
  /** Elements sticking out of the viewport, outside any scroll container of their own. */
  elements: string[];
}

/**
 * What sticks out sideways at the page's width: the document's own overflow, and every visible element whose box
 * passes the viewport's edges without an ancestor that scrolls or clips it sideways (a table in its own scroller
 * is fine; one that widens the page is not). The body is not such an ancestor: its overflow-x (global.css) would
 * hide the cut-off content, not make it fit.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${Math.round(r.left)}..${Math.round(r.right)} "${text}"`;
    };
    const elements: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= width + 1 && r.left >= -1) continue;
      // Wholly before the left edge: the visually hidden texts' way (a calendar's table head), never reachable.
      if (r.right <= 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (clipped(el)) continue;
      elements.push(describe(el));
    }
    return { page: document.documentElement.scrollWidth - width, elements: elements.slice(0, 8) };
  });
}
