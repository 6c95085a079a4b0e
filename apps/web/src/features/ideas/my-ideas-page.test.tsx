import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyIdea } from '@gestora/contract/ideas/ideas.schema';
import { buildIdea, pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MyIdeasPage } from './my-ideas-page.tsx';

const mine = (over: Partial<TMyIdea> = {}): TMyIdea => ({
  ...buildIdea(over),
  updated_at: '2026-03-05T10:00:00.000Z',
  ...over,
});

beforeEach(() => signInWith(['Gestionar cuenta']));

describe('/idea, my ideas', () => {
  it('proposes an idea in a modal, suggesting similar ones while the title is typed', async () => {
    const created = mine({ title: 'Rendiciones con foto' });
    const calls = mockApi({
      'GET /api/my_ideas': () => pageOf([]),
      'GET /api/active_departments': () => [],
      'GET /api/similar_ideas': ({ params }) => ({
        data: String(params?.q).includes('Rendiciones')
          ? [{ public_id: uid(), title: 'Digitalizar las rendiciones de gastos', votes_count: 5, negative_votes: 1 }]
          : [],
      }),
      'POST /api/ideas': () => created,
    });
    renderPage(<MyIdeasPage />, { route: '/idea' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Nueva idea' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva idea' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Rendiciones con foto');
    const similar = await within(dialog).findByRole('list', { name: 'Ideas parecidas' });
    expect(similar).toHaveTextContent('Digitalizar las rendiciones de gastos');
    expect(similar).toHaveTextContent('5 a favor, 1 en contra');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Descripción/ }));
    await userEvent.paste('Subir la boleta desde el teléfono');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Rendiciones con foto',
      content: '<p>Subir la boleta desde el teléfono</p>',
      department_id: null,
    });
  });

  it('shows an empty description as a Spanish error and deletes after confirming', async () => {
    const idea = mine({ title: 'Huerto en la azotea', analysis_ia: 'Viable' });
    const calls = mockApi({
      'GET /api/my_ideas': () => pageOf([idea]),
      'GET /api/active_departments': () => [],
      'DELETE /api/ideas/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(<MyIdeasPage />, { route: '/idea' });
    expect(await screen.findByText('Huerto en la azotea')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver análisis' })).toHaveAttribute(
      'href',
      `/?tab=ideas&idea=${idea.public_id}`,
    );
    await userEvent.click(screen.getAllByRole('button', { name: /Acciones/ })[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar idea' });
    expect(dialog).toHaveTextContent('«Huerto en la azotea»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/ideas/${idea.public_id}`)).toBe(true),
    );

    await userEvent.click((await screen.findAllByRole('button', { name: 'Nueva idea' }))[0]!);
    const form = await screen.findByRole('dialog', { name: 'Nueva idea' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Sin texto');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El contenido es obligatorio.')).toBeInTheDocument();
  });
});
