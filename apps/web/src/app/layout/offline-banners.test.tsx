import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { CACHED_HEADER, CACHED_VALUE, SW_MESSAGE } from '../../lib/offline-cache.ts';
import { noteResponse, resetOfflineState } from '../../lib/offline.ts';
import { pageReload, resetOfflineWorker, startOfflineWorker, SW_URL } from '../../lib/offline-worker.ts';
import { clearSession } from '../../lib/session.ts';
import { OfflineBanners, OfflineNotice } from './offline-banners.tsx';
import { OfflineSlot } from './offline-slot.tsx';

const NOTICE = 'Sin conexión: se muestran los datos guardados.';

/** A service worker as the page sees it: a script that can be told things, with a state that changes. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker: `controller` is the version running the page now (null on a first visit). */
function stubServiceWorker({ controller = new FakeWorker(), waiting = null as FakeWorker | null } = {}) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, registration, controller };
}

beforeEach(() => {
  resetOfflineWorker();
  resetOfflineState();
});

afterEach(() => {
  // Unmounted first: resetting the state below would otherwise re-render a page the test has finished with.
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'Capacitor');
  resetOfflineState();
});

describe('the offline notice', () => {
  it('shows while the browser is offline and goes when the connection returns', async () => {
    renderPage(<OfflineNotice />);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(NOTICE);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('shows, online too, when a list on screen was answered from the cache (the server did not answer)', () => {
    renderPage(<OfflineNotice />);
    act(() => noteResponse(new Response('{}', { headers: { [CACHED_HEADER]: CACHED_VALUE } })));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(NOTICE);
    act(() => noteResponse(new Response('{}')));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});

describe('a new version', () => {
  it("offers 'Hay una nueva versión' when one waits, and 'Actualizar' lets it take over, then reloads", async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { container } = stubServiceWorker({ waiting });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderPage(<OfflineBanners />);

    expect(await screen.findByText('Hay una nueva versión')).toBeInTheDocument();
    expect(container.register).toHaveBeenCalledWith(SW_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.skipWaiting });
    // The page reloads once the new version controls it, not before (its code would still be the old one).
    expect(reload).not.toHaveBeenCalled();
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version found while the page is open, once it has installed', async () => {
    const { registration } = stubServiceWorker();
    renderPage(<OfflineBanners />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());

    const found = new FakeWorker();
    registration.installing = found;
    act(() => void registration.dispatchEvent(new Event('updatefound')));
    expect(screen.queryByText('Hay una nueva versión')).not.toBeInTheDocument();
    act(() => found.become('installed'));
    expect(screen.getByText('Hay una nueva versión')).toBeInTheDocument();
  });

  it('offers nothing on the first install: there is no older version to replace', async () => {
    const { registration } = stubServiceWorker({ controller: null as unknown as FakeWorker });
    renderPage(<OfflineBanners />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    const first = new FakeWorker();
    registration.installing = first;
    act(() => void registration.dispatchEvent(new Event('updatefound')));
    act(() => first.become('installed'));
    expect(screen.queryByText('Hay una nueva versión')).not.toBeInTheDocument();
  });
});

describe("the worker's registration", () => {
  it('registers once however often the frame mounts; a sign-out tells the worker to forget the stored lists', async () => {
    const { container, controller } = stubServiceWorker();
    renderPage(
      <>
        <OfflineSlot />
        <OfflineSlot />
      </>,
    );
    await waitFor(() => expect(container.register).toHaveBeenCalledTimes(1));

    signInWith([]);
    act(() => clearSession());
    expect(controller.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.clearData });
  });

  it("the frame's slot shows the notice when the page opens offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetOfflineState();
    renderPage(<OfflineSlot />);
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(NOTICE);
  });

  it('registers nothing inside the native app, which ships its files', async () => {
    (window as unknown as { Capacitor: object }).Capacitor = { isNativePlatform: () => true };
    const { container } = stubServiceWorker();
    expect(await startOfflineWorker()).toBeNull();
    expect(container.register).not.toHaveBeenCalled();
  });
});
