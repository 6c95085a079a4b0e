import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@gestora/contract/messages';
import type { TChatResponse } from '@gestora/contract/rag/rag.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { HttpError } from '../../lib/http.ts';
import { EMPTY_NOTIFICATION_API } from '../../features/notifications/notifications.test-utils.ts';
import { TopBar } from './top-bar.tsx';

// The bell keeps a real-time connection and loads the menus: a fake socket and empty answers (tests that stub
// the API themselves replace these answers).
vi.mock(
  '../../lib/live-socket.ts',
  async () => (await import('../../features/notifications/notifications.test-utils.ts')).socketModule,
);
beforeEach(() => {
  localStorage.setItem('device', 'true');
  mockApi(EMPTY_NOTIFICATION_API);
});
afterEach(() => vi.restoreAllMocks());

function renderTopBar() {
  renderPage(<TopBar isMobile={false} sidebarCollapsed={false} drawerOpened={false} onToggle={() => undefined} />);
}

describe('TopBar', () => {
  it("cuts the user's name to 8 characters", () => {
    signInWith([], { name: 'Maximiliano', last_name: 'Fernández' });
    renderTopBar();
    expect(screen.getByTestId('top-bar-user-name')).toHaveTextContent(/^Maximili\.\.\.$/);
  });

  it('keeps a short name whole', () => {
    signInWith([], { name: 'Ana' });
    renderTopBar();
    expect(screen.getByTestId('top-bar-user-name')).toHaveTextContent(/^Ana$/);
  });

  it("shows the AI chat button only with 'Chat IA', and the three menus with their empty texts", async () => {
    signInWith(['Gestionar cuenta']);
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Chat IA' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText(MSG.noNotifications)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tickets asignados' }));
    expect(await screen.findByText(MSG.noTickets)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tareas asignadas' }));
    expect(await screen.findByText(MSG.noTasks)).toBeInTheDocument();
  });

  it("offers 'Mi cuenta' and 'Salir' in the user menu", async () => {
    signInWith([]);
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: /menú de usuario/i }));
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/profile');
    expect(await screen.findByRole('menuitem', { name: 'Salir' })).toBeInTheDocument();
  });
});

describe('AI chat modal', () => {
  const departments = [{ public_id: 'd1', name: 'Finanzas' }];

  it("asks for a question when it is empty ('Ingrese una pregunta') and sends nothing", async () => {
    signInWith(['Chat IA']);
    const calls = mockApi({ 'GET /api/active_departments': () => departments });
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Chat IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat IA' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText(MSG.askQuestion)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the question with the chosen department, shows the answer with its line breaks and clears the question', async () => {
    signInWith(['Chat IA']);
    let release: (v: TChatResponse) => void = () => undefined;
    const calls = mockApi({
      'GET /api/active_departments': () => departments,
      'POST /api/chat_ia_rag': () => new Promise<TChatResponse>((resolve) => (release = resolve)),
    });
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Chat IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat IA' });
    expect(within(dialog).getByRole('combobox', { name: 'Área' })).toHaveValue('Todos');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Área' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finanzas' }));
    const question = within(dialog).getByRole('textbox', { name: 'Pregunta' });
    expect(question).toHaveAttribute('rows', '3');
    await userEvent.type(question, '¿Cuál es el horario?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: '¿Cuál es el horario?',
      department_id: 'd1',
    });
    release({
      reply: 'Lunes a viernes\nde 9:00 a 18:00',
      sources: [{ public_id: 'doc-1', title: 'Horario de trabajo', passage: 'La jornada es de lunes a viernes.' }],
      found: true,
      mode: 'passages',
      answers: [],
      conflicts: [],
    });

    const answer = await within(dialog).findByTestId('chat-answer');
    expect(answer.textContent).toBe('Lunes a viernes\nde 9:00 a 18:00');
    expect(answer).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(question).toHaveValue('');
    const sources = within(dialog).getByTestId('chat-sources');
    expect(within(sources).getByText('Horario de trabajo')).toBeInTheDocument();
    expect(within(sources).getByText('La jornada es de lunes a viernes.')).toBeInTheDocument();
  });

  it("says 'Información incompleta' when the chat fails", async () => {
    signInWith(['Chat IA']);
    mockApi({
      'GET /api/active_departments': () => departments,
      'POST /api/chat_ia_rag': () => {
        throw new HttpError(404, MSG.routeNotFound, {});
      },
    });
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Chat IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat IA' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pregunta' }), 'Hola');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MSG.incompleteInfo)).toBeInTheDocument();
  });
});
