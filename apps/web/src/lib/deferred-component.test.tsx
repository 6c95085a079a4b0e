import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredComponent } from './deferred-component.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

/** A module that arrives when the test says so. */
function controlledModule() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Deferred = deferredComponent(() => arrived.then(() => Counter));
  return { Deferred, arrive };
}

describe('deferredComponent', () => {
  it('draws a component whose code is already there in the first commit, without its fallback', async () => {
    const { Deferred, arrive } = controlledModule();
    arrive();
    await act(() => Deferred.preload());
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Deferred label="Veces" />
      </Suspense>,
    );
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Veces 0' })).toBeInTheDocument();
  });

  it('draws the fallback while the code loads, then the component, which keeps its state on later renders', async () => {
    const { Deferred, arrive } = controlledModule();
    const { rerender } = render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Deferred label="Veces" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Veces 0' }));
    // The code is there now: a later render must not swap the mount begun under React.lazy (its state kept).
    rerender(
      <Suspense fallback={<p>Cargando...</p>}>
        <Deferred label="Clics" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clics 1' })).toBeInTheDocument();
  });
});
