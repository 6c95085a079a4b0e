import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { WEB_ROUTES } from '@gestora/contract/routes';
import { guardHistory } from '../guarded-history.ts';
import { createBrowserHistory } from './browser-history.ts';
import { createPath, type History, type Update } from './history.ts';
import { HistoryRouter, useLocation, useNavigate } from './history-router.tsx';
import { Link, Navigate } from './link.tsx';
import { matchRoutes } from './match-routes.ts';
import { createMemoryHistory } from './memory-history.ts';
import { Outlet, Route, Routes, useParams, useRoutes } from './routes.tsx';
import { useSearchParams } from './use-search-params.ts';

function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{createPath(location)}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

function renderIn(ui: ReactNode, history: History = createMemoryHistory()) {
  render(
    <HistoryRouter history={history}>
      {ui}
      <Where />
    </HistoryRouter>,
  );
  return history;
}

const where = () => screen.getByTestId('where').textContent;

function Param({ name }: { name: string }) {
  return <p>{`${name}=${useParams()[name]}`}</p>;
}

describe('matching', () => {
  it('gives each path its route with its parameters decoded, and the rest to the catch-all', async () => {
    const history = createMemoryHistory({ initialEntries: ['/task/a%20b%2Fc'] });
    renderIn(
      <Routes>
        <Route path="/task/create" element={<h1>Nueva tarea</h1>} />
        <Route path="/task/:id" element={<Param name="id" />} />
        <Route path="*" element={<Param name="*" />} />
      </Routes>,
      history,
    );
    expect(screen.getByText('id=a b/c')).toBeInTheDocument();
    act(() => history.push('/TASK/create/'));
    expect(await screen.findByRole('heading', { name: 'Nueva tarea' })).toBeInTheDocument();
    act(() => history.push('/task/5/extra'));
    expect(await screen.findByText('*=task/5/extra')).toBeInTheDocument();
  });

  it('ranks static segments before parameters whatever the order of the table, as React Router did', () => {
    const leaf = (table: readonly { path: string }[], path: string) => matchRoutes(table, path)?.routes.at(-1)?.path;
    const reversed = [...WEB_ROUTES].reverse();
    for (const route of WEB_ROUTES) {
      const path = route.path.replace(/:[\w-]+/g, 'x1');
      expect(leaf(WEB_ROUTES, path)).toBe(route.path);
      expect(leaf(reversed, path)).toBe(route.path);
    }
    expect(leaf(reversed, '/task/create')).toBe('/task/create');
    expect(leaf(reversed, '/task/manage_task')).toBe('/task/manage_task');
    expect(leaf(reversed, '/project/123')).toBe('/project/:id');
    expect(leaf([{ path: '*' }, { path: '/' }], '/')).toBe('/');
    expect(leaf(WEB_ROUTES, '/no-existe')).toBeUndefined();
  });

  it('matches as React Router did: any case, trailing slashes, no empty parameter, the rest to a splat', () => {
    const table = [{ path: '/' }, { path: '/task/:id' }, { path: '/files/*' }, { path: '*' }];
    const match = (path: string) => {
      const found = matchRoutes(table, path);
      return found && [found.routes.at(-1)?.path, found.params];
    };
    expect(match('//')).toEqual(['/', {}]);
    expect(match('/Task/7//')).toEqual(['/task/:id', { id: '7' }]);
    expect(match('/task//')).toEqual(['*', { '*': 'task//' }]);
    expect(match('/task/a%2Fb')).toEqual(['/task/:id', { id: 'a/b' }]);
    expect(match('/files')).toEqual(['/files/*', { '*': '' }]);
    expect(match('/FILES/a/b/')).toEqual(['/files/*', { '*': 'a/b/' }]);
    expect(match('/filesx')).toEqual(['*', { '*': 'filesx' }]);
    expect(matchRoutes([{ path: '/task/:id' }], '/task/7/8')).toBeNull();
  });

  it('shows a nested route in its layout, and every level sees the parameters', () => {
    function Layout() {
      return (
        <section aria-label="marco">
          <Param name="id" />
          <Outlet />
        </section>
      );
    }
    function Table() {
      return useRoutes([
        { element: <Layout />, children: [{ path: '/meeting/show/:id', element: <h1>Reunión</h1> }] },
        { path: '/login', element: <h1>Ingreso</h1> },
      ]);
    }
    renderIn(<Table />, createMemoryHistory({ initialEntries: ['/meeting/show/7'] }));
    const frame = screen.getByRole('region', { name: 'marco' });
    expect(frame).toContainElement(screen.getByRole('heading', { name: 'Reunión' }));
    expect(frame).toHaveTextContent('id=7');
  });
});

describe('Link', () => {
  // After React's handler: records what the browser would do, and keeps jsdom from trying to load the page.
  const defaultAction = vi.fn();
  const stopNavigation = (e: Event) => {
    defaultAction(!e.defaultPrevented);
    e.preventDefault();
  };
  afterEach(() => {
    window.removeEventListener('click', stopNavigation);
    defaultAction.mockReset();
  });

  it('navigates in the app on a plain left click, adding an entry and carrying its state', async () => {
    const history = renderIn(
      <Link to="/task/5?tab=2" state={{ from: 'lista' }}>
        Ver tarea
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Ver tarea' });
    expect(link).toHaveAttribute('href', '/task/5?tab=2');
    await userEvent.click(link);
    expect(where()).toBe('/task/5?tab=2');
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"lista"}');
    act(() => history.go(-1));
    expect(where()).toBe('/');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, modifier) => {
    window.addEventListener('click', stopNavigation);
    renderIn(<Link to="/task/5">Ver tarea</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Ver tarea' }), modifier);
    expect(defaultAction).toHaveBeenCalledWith(true);
    expect(where()).toBe('/');
  });

  it('leaves a link with target=_blank to the browser, and lets its onClick cancel the navigation', () => {
    window.addEventListener('click', stopNavigation);
    renderIn(
      <>
        <Link to="/about" target="_blank">
          Acerca de
        </Link>
        <Link to="/task" onClick={(e) => e.preventDefault()}>
          Tareas
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Acerca de' }));
    expect(defaultAction).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('link', { name: 'Tareas' }));
    expect(where()).toBe('/');
  });

  it('replaces the entry when it leads where the app already is, and forwards its ref to the anchor', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    const history = renderIn(
      <Link to="/project" ref={ref}>
        Proyectos
      </Link>,
      createMemoryHistory({ initialEntries: ['/', '/project'] }),
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Proyectos' }));
    await userEvent.click(ref.current!);
    act(() => history.go(-1));
    expect(where()).toBe('/');
  });
});

describe('navigate', () => {
  let navigate: ReturnType<typeof useNavigate>;
  function Capture() {
    navigate = useNavigate();
    return null;
  }

  it('pushes, replaces, goes back, and stays on the page for a query or a hash', () => {
    const history = renderIn(<Capture />, createMemoryHistory({ initialEntries: ['/a'] }));
    act(() => navigate('/b#top'));
    act(() => navigate('/c', { replace: true, state: { notice: 'ok' } }));
    expect(where()).toBe('/c');
    expect(screen.getByTestId('state')).toHaveTextContent('{"notice":"ok"}');
    act(() => navigate(-1));
    expect(where()).toBe('/a');
    act(() => navigate('?page=2#x'));
    act(() => navigate('#y'));
    expect(where()).toBe('/a#y');
    act(() => history.go(-1));
    expect(where()).toBe('/a?page=2#x');
  });

  it('redirects with <Navigate>, replacing the entry', () => {
    const history = renderIn(
      <Routes>
        <Route path="/old" element={<Navigate to="/login" replace />} />
      </Routes>,
      createMemoryHistory({ initialEntries: ['/', '/old'] }),
    );
    expect(where()).toBe('/login');
    act(() => history.go(-1));
    expect(where()).toBe('/');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>{`q=${params.get('q') ?? ''}`}</p>
        <button
          onClick={() =>
            setParams((prev) => {
              prev.set('page', String(Number(prev.get('page') ?? 1) + 1));
              return prev;
            })
          }
        >
          Siguiente
        </button>
        <button onClick={() => setParams({ q: 'informe' }, { replace: true })}>Buscar</button>
        <button onClick={() => setParams({})}>Limpiar</button>
      </>
    );
  }

  it('reads the query and sets it on the same page, as a new entry or in place', async () => {
    const history = renderIn(<Filters />, createMemoryHistory({ initialEntries: ['/', '/task?q=a&page=1#h'] }));
    expect(screen.getByText('q=a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(where()).toBe('/task?q=a&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(where()).toBe('/task?q=informe');
    expect(screen.getByText('q=informe')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(where()).toBe('/task?q=a&page=1#h');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(where()).toBe('/task');
  });
});

describe('with the guarded history', () => {
  it('holds a link and a back while a form is dirty, and performs each when the user proceeds', async () => {
    const history = guardHistory(createMemoryHistory({ initialEntries: ['/task', '/task/create'] }));
    const held: Array<() => void> = [];
    history.block(
      (from, to) => from.pathname !== to.pathname,
      (proceed) => held.push(proceed),
    );
    renderIn(<Link to="/project">Proyectos</Link>, history);

    await userEvent.click(screen.getByRole('link', { name: 'Proyectos' }));
    expect(where()).toBe('/task/create');
    act(() => history.go(-1));
    expect(where()).toBe('/task/create');
    expect(held).toHaveLength(2);

    act(() => held[1]!());
    expect(where()).toBe('/task');
    act(() => held[0]!());
    expect(where()).toBe('/project');
  });
});

describe('the browser history', () => {
  it("keeps each entry's state and index, and tells how far a back went", async () => {
    window.history.replaceState(null, '', '/inicio');
    const history = createBrowserHistory();
    const seen: Update[] = [];
    history.listen((update) => seen.push(update));
    history.push('/a?x=1', { n: 1 });
    history.push('/b');
    history.replace('?y=2');
    expect(window.location.pathname + window.location.search).toBe('/b?y=2');
    expect(window.history.state).toEqual({ usr: null, idx: 2 });

    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.go(-2);
    await popped;
    expect(seen.map((u) => `${u.action} ${u.delta} ${createPath(u.location)}`)).toEqual([
      'PUSH 1 /a?x=1',
      'PUSH 1 /b',
      'REPLACE 0 /b?y=2',
      'POP -2 /inicio',
    ]);
    history.go(1);
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(history.location).toEqual({ pathname: '/a', search: '?x=1', hash: '', state: { n: 1 } });
  });
});
