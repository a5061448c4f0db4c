import { OFFLINE_MESSAGE, OFFLINE_TITLE, UPDATE_READY_MESSAGE } from '@bloom/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServiceWorkerState, startServiceWorker, type Registrar } from '@/lib/pwa/service-worker.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** Puts the browser offline or online, as its network stack does: the flag, then the event. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the offline banner', () => {
  it('appears when the browser goes offline, politely, and goes when it is back online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TITLE, { exact: false })).toBeNull();

    goOnline(false);
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toHaveTextContent(`${OFFLINE_TITLE}. ${OFFLINE_MESSAGE}`);

    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once on a page opened while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TITLE);
  });
});

describe('the update prompt', () => {
  let needRefresh: (() => void) | undefined;
  const update = vi.fn<(reload?: boolean) => Promise<void>>();
  const registrar: Registrar = (options) => {
    needRefresh = options.onNeedRefresh;
    return update;
  };

  beforeEach(() => {
    // jsdom has no service workers; a browser with them.
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    update.mockReset().mockResolvedValue(undefined);
    needRefresh = undefined;
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    resetServiceWorkerState();
  });

  it('stays hidden until a new version waits, then reloads into it only when she asks', async () => {
    await startServiceWorker(async () => registrar);
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_READY_MESSAGE)).toBeNull();

    act(() => needRefresh?.());
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent(UPDATE_READY_MESSAGE);
    // Nothing reloads by itself: she may be in the middle of a form.
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledWith(true);
    expect(screen.queryByText(UPDATE_READY_MESSAGE)).toBeNull();
  });

  it('goes away on Later without activating the new version', async () => {
    await startServiceWorker(async () => registrar);
    render(<UpdatePrompt />);
    act(() => needRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_READY_MESSAGE)).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('registers nothing in a browser without service workers, and survives a failed registration', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const load = vi.fn(async () => registrar);
    await startServiceWorker(load);
    expect(load).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    await expect(startServiceWorker(() => Promise.reject(new Error('chunk unreachable')))).resolves.toBeUndefined();
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_READY_MESSAGE)).toBeNull();
  });
});
