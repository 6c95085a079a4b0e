import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInWith } from '../test/render-page.tsx';
import { build, people, uid } from '../test/factories.ts';
import { mockApi } from '../test/mock-api.ts';
import { ProjectCreatePage } from '../features/projects/project-form-page.tsx';
import { useSaveUser } from '../features/users/users.queries.ts';

const carmen = people.carmen;

/** The users screen's save, as its form modal calls it. */
function RenameCarmen() {
  const save = useSaveUser();
  const body = {
    name: 'Carmen',
    last_name: 'Vega Ruiz',
    email: 'carmen@test.local',
    phone: '',
    position: '',
    department_id: null,
    role_ids: [uid(9)],
    active: true,
  };
  return (
    <button type="button" onClick={() => save.mutate({ id: carmen.public_id, body })}>
      Renombrar
    </button>
  );
}

describe('pickers fed by /api/user_options', () => {
  it("refetch after a user is saved: the project form's manager picker shows the new name", async () => {
    signInWith(['Registrar proyectos', 'Actualizar usuarios']);
    let lastName = 'Vega';
    const calls = mockApi({
      'GET /api/client_options': () => [],
      'GET /api/active_departments': () => [],
      'GET /api/user_options': () => [{ ...carmen, last_name: lastName }],
      'PUT /api/users/:id': () => {
        lastName = 'Vega Ruiz';
        return build.user({ ...carmen, last_name: lastName });
      },
    });
    renderPage(
      <>
        <ProjectCreatePage />
        <RenameCarmen />
      </>,
      { route: '/project/create' },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Responsable' }), 'carm');
    expect(await screen.findByRole('option', { name: /Carmen Vega$/ })).toBeInTheDocument();
    const asked = calls.filter((c) => c.url === '/api/user_options').length;

    await userEvent.click(screen.getByRole('button', { name: 'Renombrar' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user_options').length).toBeGreaterThan(asked));
    await userEvent.click(screen.getByRole('combobox', { name: 'Responsable' }));
    expect(await screen.findByRole('option', { name: /Carmen Vega Ruiz$/ })).toBeInTheDocument();
  });
});
