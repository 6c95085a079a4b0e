import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WEB_ROUTES } from '@gestora/contract/routes';
import { renderPage } from '../test/render-page.tsx';
import { ABOUT_MODULES } from '../features/home/about-modules.ts';
import { AboutPage } from '../features/home/about-page.tsx';
import { PAGES } from './pages.ts';

/** The modules /about lists, as a reader sees them. */
async function listedModules() {
  const list = await screen.findByRole('list', { name: 'Módulos' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('/about (issue 43, point 22)', () => {
  it('names only modules whose every route has a page in the web route table', async () => {
    const About = PAGES['/about']!;
    renderPage(<About />, { route: '/about' });
    const listed = await listedModules();
    expect(listed.length).toBeGreaterThan(0);
    for (const label of listed) {
      const module = ABOUT_MODULES.find((m) => m.label === label);
      expect(module, `'${label}' is not in ABOUT_MODULES`).toBeDefined();
      for (const path of module!.paths) expect([label, path, PAGES[path] !== undefined]).toEqual([label, path, true]);
    }
    // Built today, and so named.
    expect(listed).toEqual(
      expect.arrayContaining([
        'Proyectos, etapas, actividades, tareas, subtareas y microtareas',
        'Tickets y soluciones a tickets',
        'Reuniones y calendarios',
        'Notificaciones en tiempo real',
        'Tablero informativo e ideas',
        'Chat IA sobre los documentos de su organización',
        'Usuarios, roles, áreas y perfil',
        'Vehículos y su mantenimiento',
        'Autogestión de tareas',
        'Informes de cumplimiento de proyectos y por responsable',
      ]),
    );
  });

  it('names a module by itself once its pages land', async () => {
    const reports = ABOUT_MODULES.find((m) => /Informes/i.test(m.label))!;
    renderPage(<AboutPage builtPaths={[...Object.keys(PAGES), ...reports.paths]} />, { route: '/about' });
    expect(await listedModules()).toContain(reports.label);
  });

  it("reads every module's routes from the contract's route table (a misspelt path would hide a module forever)", () => {
    const known = WEB_ROUTES.map((r) => r.path);
    for (const m of ABOUT_MODULES)
      for (const path of m.paths) expect([m.label, known.includes(path)]).toEqual([m.label, true]);
  });
});
