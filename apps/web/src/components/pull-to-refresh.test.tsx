import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import { entityKeys } from '../lib/query-keys.ts';
import { pageQuery } from '../lib/queries.ts';
import { mockApi } from '../test/mock-api.ts';
import { pageOf } from '../test/factories.ts';
import { renderPage, signInWith } from '../test/render-page.tsx';
import { ListScreen } from './list-screen.tsx';
import { useListPage } from './use-list-page.tsx';

const area = (name: string): TDepartment => ({
  public_id: `0190a000-0000-7000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  description: null,
  active: true,
  users_count: 0,
  created_at: '2026-03-05T14:00:00.000Z',
  updated_at: '2026-03-05T14:00:00.000Z',
});

const areasQuery = pageQuery<TDepartment>(entityKeys('departments'), '/api/departments');

/** A list page as the modules build theirs: the kit's list over one endpoint. */
function AreasList() {
  const page = useListPage<TDepartment>({ query: areasQuery });
  return (
    <ListScreen
      page={page}
      title="Áreas"
      label="Áreas"
      rowLabel={(d) => d.name}
      columns={[{ key: 'name', title: 'Nombre', render: (d) => d.name }]}
    />
  );
}

/** The platform seam (lib/platform.ts) sees Capacitor's Android shell. */
const asNative = () => vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });

/** A finger put on the list at `fromY`, dragged to `toY`, then lifted. */
function pull(fromY: number, toY: number) {
  const target = screen.getByRole('heading', { name: 'Áreas' });
  fireEvent.touchStart(target, { touches: [{ clientX: 100, clientY: fromY }] });
  fireEvent.touchMove(target, { touches: [{ clientX: 100, clientY: (fromY + toY) / 2 }] });
  fireEvent.touchMove(target, { touches: [{ clientX: 100, clientY: toY }] });
}
const lift = () => fireEvent.touchEnd(screen.getByRole('heading', { name: 'Áreas' }), { touches: [] });

/**
 * A pull until its hint shows: the page may still mount its list (and the pull's listeners with it) just after
 * its first rows appear, so a pull that met no listener is cancelled (no refresh) and made again, as a finger would.
 */
async function pullShowing(hint: string, fromY: number, toY: number) {
  for (let tries = 0; tries < 40 && !screen.queryByText(hint); tries++) {
    fireEvent.touchCancel(window);
    pull(fromY, toY);
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  expect(screen.getByText(hint)).toBeInTheDocument();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pull to refresh on a list', () => {
  it('in the native app, a pull down past the threshold fetches the list again', async () => {
    asNative();
    signInWith(['Ver departamentos']);
    let answer = [area('Finanzas')];
    const calls = mockApi({ 'GET /api/departments': () => pageOf(answer, { total: answer.length }) });
    renderPage(<AreasList />, { route: '/department' });
    await screen.findByText('Finanzas');
    // The list's rows can appear a moment before its effects run (the pull's listeners among them): let them run.
    await act(async () => {});
    expect(calls).toHaveLength(1);

    answer = [area('Finanzas'), area('Recursos Humanos')];
    await pullShowing('Suelte para actualizar', 100, 400);
    lift();
    expect(await screen.findByText('Recursos Humanos')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Actualizando…')).not.toBeInTheDocument();
  });

  it('a short pull only shows the hint, and letting go fetches nothing', async () => {
    asNative();
    signInWith(['Ver departamentos']);
    const calls = mockApi({ 'GET /api/departments': () => pageOf([area('Finanzas')], { total: 1 }) });
    renderPage(<AreasList />, { route: '/department' });
    await screen.findByText('Finanzas');
    // The list's rows can appear a moment before its effects run (the pull's listeners among them): let them run.
    await act(async () => {});

    await pullShowing('Deslice para actualizar', 100, 160);
    lift();
    await act(async () => {});
    expect(screen.queryByText(/para actualizar|Actualizando/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('on the web the same pull does nothing: the browser has its own', async () => {
    signInWith(['Ver departamentos']);
    const calls = mockApi({ 'GET /api/departments': () => pageOf([area('Finanzas')], { total: 1 }) });
    renderPage(<AreasList />, { route: '/department' });
    await screen.findByText('Finanzas');
    // The list's rows can appear a moment before its effects run (the pull's listeners among them): let them run.
    await act(async () => {});

    pull(100, 400);
    expect(screen.queryByText(/para actualizar|Actualizando/)).not.toBeInTheDocument();
    lift();
    await act(async () => {});
    expect(calls).toHaveLength(1);
  });
});
