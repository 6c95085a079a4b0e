import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '../../lib/http.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { ChartsTab, SLICE_COLORS, ZERO_SLICE, sliceLabel, slicesOf } from './charts-tab.tsx';

const LABELS = ['Pendiente', 'En proceso', 'En revisión', 'Devuelta', 'Finalizada'];

describe('the Gestión tab', () => {
  it('draws a zero as a 0.1 slice labelled 0, in red, yellow, light blue, grey and green', () => {
    const slices = slicesOf(LABELS, [2, 0, 1, 0, 5]);
    expect(slices.map((s) => s.value)).toEqual([2, ZERO_SLICE, 1, ZERO_SLICE, 5]);
    expect(slices.map((s) => s.count)).toEqual([2, 0, 1, 0, 5]);
    expect(slices.map((s) => s.color)).toEqual(['red.6', 'yellow.5', 'blue.3', 'gray.5', 'green.6']);
    expect(SLICE_COLORS).toHaveLength(5);
    expect(sliceLabel(ZERO_SLICE)).toBe('0');
    expect(sliceLabel(5)).toBe('5');
  });

  it("shows the user's two charts 'Tareas' and 'Tickes' with their figures", async () => {
    signInWith([]);
    mockApi({
      'GET /api/tasks_and_tickets_chart': () => ({
        labels_tasks: LABELS,
        data_tasks: [2, 0, 1, 0, 5],
        labels_tickets: ['Abierto', 'En proceso', 'Resuelto', 'Cerrado', 'Rechazado'],
        data_tickets: [0, 0, 0, 0, 0],
      }),
    });
    renderPage(<ChartsTab />);
    expect(await screen.findByRole('heading', { name: 'Tareas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tickes' })).toBeInTheDocument();
    const legend = screen.getAllByTestId('chart-legend-item').map((e) => e.textContent);
    expect(legend).toEqual(['Pendiente: 2', 'En proceso: 0', 'En revisión: 1', 'Devuelta: 0', 'Finalizada: 5']);
  });

  it('shows an all-zero pie as empty, with the spec sentence, instead of five equal slices', async () => {
    signInWith([]);
    mockApi({
      'GET /api/tasks_and_tickets_chart': () => ({
        labels_tasks: LABELS,
        data_tasks: [0, 0, 0, 0, 0],
        labels_tickets: ['Abierto', 'En proceso', 'Resuelto', 'Cerrado', 'Rechazado'],
        data_tickets: [0, 0, 0, 0, 0],
      }),
    });
    renderPage(<ChartsTab />);
    const tasks = await screen.findByRole('figure', { name: 'Tareas' });
    const tickets = screen.getByRole('figure', { name: 'Tickes' });
    expect(within(tasks).getByText('No tiene tareas asignadas')).toBeInTheDocument();
    expect(within(tickets).getByText('No tiene tickets asignados')).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-empty')).toHaveLength(2);
    // No slices and no legend of zeros: nothing that reads as figures.
    expect(screen.queryAllByTestId('chart-legend-item')).toHaveLength(0);
    expect(document.querySelectorAll('.recharts-pie-sector')).toHaveLength(0);
  });

  it('shows nothing when the figures fail to load', async () => {
    signInWith([]);
    const calls = mockApi({
      'GET /api/tasks_and_tickets_chart': () => {
        throw new HttpError(500, 'Ocurrió un error inesperado en el servidor.', {});
      },
    });
    const { container } = renderPage(<ChartsTab />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Tareas' })).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/error/i);
  });
});
