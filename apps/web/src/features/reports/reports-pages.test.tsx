import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { ProjectFulfilmentPage } from './project-fulfilment-page.tsx';
import { ProjectReportPage } from './project-report-page.tsx';
import { ProjectTasksReportPage } from './project-tasks-report-page.tsx';
import { ResponsibleReportPage } from './responsible-report-page.tsx';
import { formatPercent } from './report-format.ts';
import { figures, fulfilmentRow, projectReport, reportTask } from './reports.test-data.ts';
import { people } from '../../test/factories.ts';
import { Route, Routes } from '../../lib/router/routes.tsx';

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Cumplimiento de proyectos', () => {
  it('shows each figure and the totals, each count linking to its tasks with the period', async () => {
    signInWith(['Sección de informes', 'Porcentaje de cumplimiento en proyectos']);
    const calls = mockApi({
      'GET /api/active_departments': () => [],
      'GET /api/report/project_fulfillment': () => ({
        ...pageOf([fulfilmentRow(11, 'Edificio central', { overdue: 2 })]),
        totals: figures({ tasks: 12345, percent: 85 }),
      }),
    });
    renderPage(<ProjectFulfilmentPage />, {
      route: '/report/project_fulfillment?date_from=2026-03-01&status=En+curso',
    });
    await screen.findByRole('link', { name: 'Edificio central' });
    const table = screen.getByRole('table', { name: 'Cumplimiento por proyecto' });
    const report = calls.find((c) => c.url === '/api/report/project_fulfillment');
    expect(report?.params).toMatchObject({ date_from: '2026-03-01', status: 'En curso' });
    expect(within(table).getByText('Constructora Andina')).toBeInTheDocument();
    expect(href('Vencidas de Edificio central: 2')).toBe(
      `/report/project/filter_task_in_project/${uid(11)}/overdue?date_from=2026-03-01`,
    );
    expect(href('Con retraso de Edificio central: 2')).toBe(
      `/report/project/filter_task_in_project/${uid(11)}/late?date_from=2026-03-01`,
    );
    expect(href('Edificio central')).toBe(`/report/project/datail/${uid(11)}?date_from=2026-03-01`);
    const totals = screen.getByRole('group', { name: 'Total de los proyectos' });
    expect(within(totals).getByText('12.345')).toBeInTheDocument();
    // '85 %' with the no-break space of Spanish percentages.
    expect(formatPercent(85)).toBe('85\u00a0%');
    expect(within(totals).getByTestId('figure-percent')).toHaveTextContent('% cumplimiento85 %');
    // Print: the button, the filters in words (paper only) and the controls marked to hide.
    expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveAttribute('data-print', 'hide');
    expect(screen.getByTestId('print-heading')).toHaveAttribute('data-print', 'only');
    expect(screen.getByTestId('print-heading')).toHaveTextContent('Desde el 1 de marzo de 2026 · Estado: En curso');
    expect(screen.getByRole('searchbox').closest('[data-print="hide"]')).not.toBeNull();
  });
});

describe('Informe de un proyecto', () => {
  it('shows the stages and their activities, each figure linking with stage and activity', async () => {
    signInWith(['Sección de informes', 'Porcentaje de cumplimiento en proyectos']);
    mockApi({ 'GET /api/report/project/:public_id': () => projectReport(11, 'Edificio central') });
    renderPage(
      <Routes>
        <Route path="/report/project/datail/:id" element={<ProjectReportPage />} />
      </Routes>,
      { route: `/report/project/datail/${uid(11)}` },
    );
    const table = await screen.findByRole('table', { name: 'Cifras por etapa y actividad' });
    await within(table).findByText('Planos');
    for (const name of ['Diseño', 'Planos', 'Sin actividad', 'Sin etapa'])
      expect(within(table).getByText(name)).toBeInTheDocument();
    expect(href('Tareas de Planos: 5')).toBe(
      `/report/project/filter_task_in_project/${uid(11)}/all?stage_id=${uid(71)}&activity_id=${uid(81)}`,
    );
    expect(href('Tareas de Sin etapa: 3')).toBe(`/report/project/filter_task_in_project/${uid(11)}/all?stage_id=none`);
  });
});

describe('Tareas behind a figure', () => {
  it('names its filter and project, and pages', async () => {
    signInWith(['Sección de informes', 'Porcentaje de cumplimiento en proyectos']);
    const calls = mockApi({
      'GET /api/report/project/:public_id': () => projectReport(11, 'Edificio central'),
      'GET /api/report/project/:project_id/tasks/:filter': ({ params }) =>
        pageOf([reportTask(21, 'Planos de planta')], { total: 45, current_page: Number(params?.page ?? 1) }),
    });
    renderPage(
      <Routes>
        <Route path="/report/project/filter_task_in_project/:project_id/:filter" element={<ProjectTasksReportPage />} />
      </Routes>,
      { route: `/report/project/filter_task_in_project/${uid(11)}/late?stage_id=${uid(71)}` },
    );
    expect(
      await screen.findByRole('heading', { name: 'Tareas finalizadas con retraso de Edificio central' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Planos de planta' });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Planos de planta' })).toHaveAttribute('href', `/task/${uid(21)}`);
    expect(within(table).getByText('5 de marzo de 2026')).toBeInTheDocument();
    expect(within(table).getByText('Finalizada')).toBeInTheDocument();
    const taskCalls = () => calls.filter((c) => c.url.includes('/tasks/late'));
    expect(taskCalls()[0].params).toMatchObject({ stage_id: uid(71), page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(taskCalls().at(-1)?.params).toMatchObject({ page: 2, stage_id: uid(71) }));
  });
});

describe('Informe por responsable', () => {
  it("lists each person's figures, linking each to that person's tasks", async () => {
    signInWith(['Sección de informes', 'Informe por responsable']);
    mockApi({
      'GET /api/active_departments': () => [],
      'GET /api/project_options': () => [],
      'GET /api/report/responsible': () => ({
        ...pageOf([{ user: people.camila, department: null, figures: figures({ tasks: 8 }) }]),
        totals: figures({ tasks: 8 }),
      }),
    });
    renderPage(<ResponsibleReportPage />, { route: '/report/responsible/tasks_in_responsible?date_to=2026-03-31' });
    await screen.findByRole('link', { name: 'Asignadas de Camila Rojas: 8' });
    expect(href('Asignadas de Camila Rojas: 8')).toBe(
      `/report/responsible/tasks/${people.camila.public_id}/all?date_to=2026-03-31&name=Camila+Rojas`,
    );
    expect(href('Vencidas de Camila Rojas: 1')).toContain(
      `/report/responsible/tasks/${people.camila.public_id}/overdue?`,
    );
  });
});
