import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { RichTextEditor } from './rich-text-editor.tsx';
import { renderPage } from '../test/render-page.tsx';

/** A parent that owns the value, as a form does, and can reset it from outside. */
function Field({ initial = '', error, spy }: { initial?: string; error?: string; spy?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Descripción"
        placeholder="Describa la tarea"
        value={value}
        error={error}
        onChange={(html) => {
          setValue(html);
          spy?.(html);
        }}
      />
      <output data-testid="value">{value}</output>
      <Button onClick={() => setValue('<p>Texto nuevo</p>')}>Reemplazar</Button>
      <Button onClick={() => setValue('')}>Vaciar</Button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: /^Descripción/ });

describe('RichTextEditor', () => {
  it('is a labelled textbox; pasted text, Enter and the toolbar report HTML, and emptying it reports ""', async () => {
    const spy = vi.fn();
    renderPage(<Field spy={spy} />);
    // Text goes in as paste: jsdom's contenteditable races ProseMirror's DOM observer on per-key typing.
    // Enter, the toolbar and the shortcuts below run through the editor's own key handling.
    const user = userEvent.setup();
    await user.click(box());
    await user.paste('Hola');
    await user.keyboard('{Enter}');
    await user.paste('mundo');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<p>Hola</p><p>mundo</p>'));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Negrita' }));
    const bold = '<p><strong>Hola</strong></p><p><strong>mundo</strong></p>';
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(bold));
    expect(screen.getByTestId('value')).toHaveTextContent(bold);

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(''));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('names every toolbar control in Spanish', () => {
    renderPage(<Field />);
    for (const name of [
      'Negrita',
      'Cursiva',
      'Subrayado',
      'Tachado',
      'Lista con viñetas',
      'Lista numerada',
      'Enlace',
      'Quitar enlace',
      'Deshacer',
      'Rehacer',
    ]) {
      const control = screen.getByRole('button', { name });
      expect(control).toHaveAttribute('title', name);
    }
  });

  it('shows the stored HTML and follows a value changed from outside', async () => {
    renderPage(<Field initial="<p>Uno</p><ul><li><p>Dos</p></li></ul>" />);
    expect(box()).toHaveTextContent('UnoDos');
    expect(box().querySelector('ul li')).toHaveTextContent('Dos');

    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar' }));
    await waitFor(() => expect(box()).toHaveTextContent('Texto nuevo'));
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar' }));
    await waitFor(() => expect(box()).toHaveTextContent(''));
    expect(box().querySelector('[data-placeholder="Describa la tarea"]')).not.toBeNull();
  });

  it('shows the error under the field and marks the textbox invalid', async () => {
    renderPage(<Field error="El campo descripción es obligatorio." />);
    expect(screen.getByText('El campo descripción es obligatorio.')).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveAttribute('aria-invalid', 'true'));
    expect(box()).toHaveAccessibleDescription('El campo descripción es obligatorio.');
  });
});
