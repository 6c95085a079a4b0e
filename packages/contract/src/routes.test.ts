import { describe, expect, it } from 'vitest';
import { matchRoute, isGuestPath, WEB_ROUTES } from './routes.ts';
import { ALL_PERMISSIONS, holdsAny } from './permissions.ts';
import { SIDEBAR, visibleSidebar } from './sidebar.ts';
import { sidebarLabel } from './sidebar-label.ts';
import { cut } from './limits.ts';

describe('route table', () => {
  it('matches literal segments before parameters', () => {
    expect(matchRoute('/vehicle/create')?.path).toBe('/vehicle/create');
    expect(matchRoute('/vehicle/42')?.path).toBe('/vehicle/:id');
    expect(matchRoute('/task/manage_task?x=1')?.path).toBe('/task/manage_task');
    expect(matchRoute('/nowhere/at/all')).toBeUndefined();
  });
  it('gives /project to either project-view permission', () => {
    const access = matchRoute('/project')?.access;
    expect(access).toEqual(['Ver todos los proyectos', 'Ver solo los proyectos creados por el usuarios']);
  });
  it('treats /login, /forgot_password and /password-reset* as guest paths', () => {
    expect(isGuestPath('/password-reset/abc')).toBe(true);
    expect(isGuestPath('/forgot_password')).toBe(true);
    expect(isGuestPath('/profile')).toBe(false);
  });
  it('only names permissions that exist in the catalogue', () => {
    const named = [
      ...WEB_ROUTES.flatMap((r) => (Array.isArray(r.access) ? r.access : [])),
      ...SIDEBAR.flatMap((g) => [...g.permissions, ...g.entries.flatMap((e) => e.permissions)]),
    ];
    for (const p of named) expect(ALL_PERMISSIONS).toContain(p);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});

describe('sidebar', () => {
  it('shows everyone Inicio, Publicar ideas, Tickets, Autogestión and Calendario', () => {
    expect(visibleSidebar([]).map((g) => g.label)).toEqual([
      'Inicio',
      'Publicar ideas',
      'Tickets',
      'Autogestión',
      'Calendario',
    ]);
  });
  it("names each entry once, the spec's way, for the page it opens to reuse", () => {
    expect(sidebarLabel('/activity/manage_activity')).toBe('Microsubtarea');
    expect(sidebarLabel('/idea')).toBe('Publicar ideas');
    expect(() => sidebarLabel('/nowhere')).toThrow();
  });
  it('hides a section without its section permission even when an entry permission is held', () => {
    expect(visibleSidebar(['Ver roles']).map((g) => g.label)).not.toContain('Configuración');
    const conf = visibleSidebar(['Sección de configuración', 'Ver roles']).find((g) => g.label === 'Configuración');
    expect(conf?.entries.map((e) => e.label)).toEqual(['Roles']);
  });
});

describe('helpers', () => {
  it('cuts long texts with an ellipsis', () => {
    expect(cut('Administrador', 8)).toBe('Administ...');
    expect(cut('Ana', 8)).toBe('Ana');
  });
  it('holdsAny: empty requirement is login only', () => {
    expect(holdsAny([], [])).toBe(true);
    expect(holdsAny(['a'], ['b'])).toBe(false);
  });
});
