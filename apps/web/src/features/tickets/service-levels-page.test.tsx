import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { hoursText, ServiceLevelsPage } from './service-levels-page.tsx';

const levels = {
  data: [
    { priority: 'Baja' as const, hours: 168 },
    { priority: 'Media' as const, hours: 72 },
    { priority: 'Alta' as const, hours: 24 },
    { priority: 'Urgente' as const, hours: 4 },
  ],
};

describe('ServiceLevelsPage', () => {
  it('says the hours in days and hours', () => {
    expect(hoursText(4)).toBe('4 horas');
    expect(hoursText(25)).toBe('1 día y 1 hora');
    expect(hoursText(168)).toBe('7 días');
    expect(hoursText('')).toBe('');
  });

  it('saves the hours of every priority, refusing what the contract refuses', async () => {
    signInWith(['Configurar niveles de servicio']);
    const calls = mockApi({
      'GET /api/ticket_service_levels': () => levels,
      'PUT /api/ticket_service_levels': ({ body }) => ({ data: (body as typeof levels & { levels: [] }).levels }),
    });
    renderPage(<ServiceLevelsPage />, { route: '/ticket/service_levels' });
    const urgent = await screen.findByRole('textbox', { name: 'Horas para prioridad Urgente' });
    await userEvent.clear(urgent);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Las horas deben ser al menos 1.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(urgent, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      levels: [
        { priority: 'Baja', hours: 168 },
        { priority: 'Media', hours: 72 },
        { priority: 'Alta', hours: 24 },
        { priority: 'Urgente', hours: 2 },
      ],
    });
  });
});
