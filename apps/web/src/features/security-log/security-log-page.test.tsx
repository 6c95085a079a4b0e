import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSecurityLogEntry } from '@gestora/contract/security-log/security-log.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { SecurityLogPage } from './security-log-page.tsx';
import { summariseDetails } from './security-log-details.ts';

let seq = 0;
const entry = (event: string, event_label: string, extra: Partial<TSecurityLogEntry> = {}): TSecurityLogEntry => ({
  public_id: `0190a000-0000-7000-8000-${String(++seq).padStart(12, '0')}`,
  event,
  event_label,
  actor: { public_id: '0190a000-0000-7000-8000-000000000001', name: 'Ana Pruebas' },
  subject: 'camila.rojas@gestora.local',
  ip: '10.0.0.7',
  details: null,
  created_at: '2026-03-05T14:05:00.000Z',
  ...extra,
});

const failed = entry('login_failed', 'Inicio de sesión fallido', { actor: null, subject: 'nadie@gestora.local' });
const updated = entry('user_updated', 'Usuario actualizado', {
  details: {
    changes: { position: ['Analista', 'Jefa de TI'] },
    roles_added: ['Administrador'],
    roles_removed: [],
  },
});

describe('SecurityLogPage', () => {
  it('shows each event with date, label, actor, subject, IP and readable details', async () => {
    signInWith(['Ver registro de seguridad', 'Ver usuarios']);
    mockApi({ 'GET /api/security_log': () => pageOf([updated, failed]) });
    renderPage(<SecurityLogPage />, { route: '/user/security_log' });
    await screen.findByText('nadie@gestora.local');
    const table = screen.getByRole('table', { name: 'Registro de seguridad' });
    expect(within(table).getByText('Inicio de sesión fallido')).toBeInTheDocument();
    expect(within(table).getByText('Usuario actualizado')).toBeInTheDocument();
    expect(within(table).getByText('Ana Pruebas')).toBeInTheDocument();
    expect(within(table).getByText('nadie@gestora.local')).toBeInTheDocument();
    expect(within(table).getAllByText('IP 10.0.0.7')).toHaveLength(2);
    expect(
      within(table).getByText('Cargo: Analista → Jefa de TI · Roles agregados: Administrador'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/user');
  });

  it('filters by event and searches on the server, keeping both in the URL', async () => {
    signInWith(['Ver registro de seguridad']);
    const calls = mockApi({ 'GET /api/security_log': () => pageOf([failed]) });
    renderPage(<SecurityLogPage />, { route: '/user/security_log?event=login_failed' });
    await screen.findByText('nadie@gestora.local');
    expect(calls[0].params).toMatchObject({ event: 'login_failed', page: 1 });
    expect(screen.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por persona o correo' }), 'nadie');
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ event: 'login_failed', q: 'nadie' }));
    expect(screen.getByTestId('location')).toHaveTextContent('event=login_failed');
  });

  it('says so when nothing matches', async () => {
    signInWith(['Ver registro de seguridad']);
    mockApi({ 'GET /api/security_log': () => pageOf([]) });
    renderPage(<SecurityLogPage />, { route: '/user/security_log?event=role_deleted' });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getByText('Pruebe con otra búsqueda o quite los filtros.')).toBeInTheDocument();
  });
});

describe('summariseDetails', () => {
  it('tells role and profile changes in words', () => {
    expect(
      summariseDetails({
        event: 'role_updated',
        details: {
          name: 'Soporte',
          previous_name: 'Mesa',
          permissions_added: ['Ver ticket', 'Registrar ticket', 'Actualizar ticket', 'Eliminar ticket'],
          permissions_removed: [],
        },
      }),
    ).toBe('Antes: Mesa · Permisos agregados (4): Ver ticket, Registrar ticket, Actualizar ticket y 1 más');
    expect(summariseDetails({ event: 'profile_updated', details: { changed: ['name', 'phone'] } })).toBe(
      'Cambió: nombre, teléfono',
    );
    expect(summariseDetails({ event: 'login', details: { kind: 'web' } })).toBe('Desde navegador web');
    expect(
      summariseDetails({
        event: 'session_revoked',
        details: {
          kind: 'web',
          user_agent:
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        },
      }),
    ).toBe('Sesión en Chrome en Windows');
    expect(summariseDetails({ event: 'password_changed', details: null })).toBe('');
  });
});
