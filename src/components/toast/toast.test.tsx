// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './toast-provider';
import { holdCountdowns } from './use-pausable-timer';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets exit transitions run: each step may schedule the next timer. */
function settle() {
  for (let step = 0; step < 5; step += 1) advance(300);
}

/** The words of the toasts on screen, sorted: a failure says which went or did not come. */
function shown() {
  return screen
    .queryAllByRole('status')
    .map((toast) => toast.textContent)
    .sort();
}

/** A toast is gone once its exit transition has run. */
function gone(message: string) {
  settle();
  return screen.queryByText(message) === null;
}

describe('the toaster', () => {
  it('is mounted by the first toast, which then shows', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    await act(async () => {
      toast.success('Welcome.');
      // The toast asked for the toaster's chunk; its loading (which took over findBy's second
      // on a busy machine: a flaky failure) is waited for, then the toast must show.
      await import('./toaster');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome.');
  });

  it('is mounted by the first interaction, before any toast', async () => {
    const { container } = render(
      <ToastProvider>
        <button type="button">Save</button>
      </ToastProvider>,
    );
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Save' }));
      await import('./toaster');
    });
    // Mounted: a toast now shows within the same update, with no chunk to wait for.
    act(() => void toast.info('Saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(container).toBeTruthy();
  });
});

describe('toasts', () => {
  beforeEach(async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    // The first interaction mounts the toaster (its chunk loads for real, then fake time).
    await act(async () => {
      fireEvent.pointerDown(document.body);
      await import('./toaster');
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  it('hides a success toast after 5 seconds', () => {
    act(() => void toast.success('Class saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Class saved.');
    advance(4900);
    expect(screen.getByText('Class saved.')).toBeTruthy();
    advance(200);
    expect(gone('Class saved.')).toBe(true);
  });

  it('keeps an error for 8 seconds, with a close button', () => {
    act(() => void toast.error('Could not save.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    advance(7900);
    expect(screen.getByText('Could not save.')).toBeTruthy();
    advance(200);
    expect(gone('Could not save.')).toBe(true);
  });

  it('closes when the close button is pressed', () => {
    act(() => void toast.error('Could not save.'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(gone('Could not save.')).toBe(true);
  });

  it('pauses while hovered and keeps the time left', () => {
    act(() => void toast.info('Two new students.'));
    advance(3000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(60_000);
    expect(screen.getByText('Two new students.')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(1900);
    expect(screen.getByText('Two new students.')).toBeTruthy();
    advance(200);
    expect(gone('Two new students.')).toBe(true);
  });

  it('holds every countdown while the catalogue asks (after a story), keeping the time left', () => {
    act(() => void toast.success('Period added.'));
    advance(3000);
    act(() => holdCountdowns(true));
    try {
      advance(60_000);
      expect(screen.getByText('Period added.')).toBeTruthy();
    } finally {
      act(() => holdCountdowns(false));
    }
    advance(1900);
    expect(screen.getByText('Period added.')).toBeTruthy();
    advance(200);
    expect(gone('Period added.')).toBe(true);
  });

  it('pauses while something in it has focus', () => {
    act(() => void toast.error('Could not save.'));
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    advance(60_000);
    expect(screen.getByText('Could not save.')).toBeTruthy();
    act(() => close.blur());
    advance(8100);
    expect(gone('Could not save.')).toBe(true);
  });

  it('closes a toast by the key its action is given, and by the key toast.x returned', () => {
    act(
      () =>
        void toast.info('Essay deleted.', {
          action: (key) => (
            <button type="button" onClick={() => toast.dismiss(key)}>
              Undo
            </button>
          ),
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(gone('Essay deleted.')).toBe(true);
    let key: ReturnType<typeof toast.info> = '';
    act(() => {
      key = toast.info('Two new students.');
    });
    expect(screen.getByText('Two new students.')).toBeTruthy();
    act(() => toast.dismiss(key));
    expect(gone('Two new students.')).toBe(true);
  });

  it('shows at most three and never the same message twice', () => {
    act(() => {
      toast.success('One');
      toast.success('One');
      toast.success('Two');
      toast.success('Three');
    });
    expect(screen.getAllByText('One')).toHaveLength(1);
    act(() => void toast.success('Four'));
    settle();
    expect(screen.queryByText('One')).toBeNull();
    expect(shown()).toEqual(['Four', 'Three', 'Two']);
  });

  it('keeps apart toasts made in the same millisecond, whatever the random numbers', () => {
    // notistack's own keys were the time plus Math.random(), which a double rounds to one of
    // 4,096 fractions: two toasts sometimes shared a key (and this file failed on CI twice).
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    act(() => {
      toast.success('One');
      toast.success('Two');
      toast.success('Three');
    });
    expect(shown()).toEqual(['One', 'Three', 'Two']);
    act(() => void toast.success('Four'));
    settle();
    expect(shown()).toEqual(['Four', 'Three', 'Two']);
  });

  it('shows a message again once it has left, or was dismissed while waiting for room', () => {
    act(() => {
      toast.success('One');
      toast.success('Two');
      toast.success('Three');
    });
    let waiting: ReturnType<typeof toast.success> = '';
    act(() => {
      waiting = toast.success('Four');
    });
    act(() => toast.dismiss(waiting));
    settle();
    // One made room for Four, which was dismissed before it came.
    expect(shown()).toEqual(['Three', 'Two']);
    act(() => {
      toast.success('Four');
      toast.success('One');
    });
    settle();
    expect(shown()).toEqual(['Four', 'One', 'Three']);
  });
});
