// @vitest-environment jsdom
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './toast-provider';

function Page({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="title">
        <DialogTitle id="title">Edit Algebra I</DialogTitle>
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Dialog>
    </>
  );
}

/** What a screen reader can reach: nothing on the way up is aria-hidden. */
const hiddenAncestor = (element: Element) => element.closest('[aria-hidden="true"]');
const liveRegion = (element: Element) =>
  element.closest('[role="alert"], [role="status"], [aria-live]');

describe('a toast while a dialog is open', () => {
  it('is inside the dialog, in a live region, not in the hidden page', async () => {
    render(
      <ToastProvider>
        <Page startOpen />
      </ToastProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Algebra I' });
    // MUI has hidden the rest of the page from screen readers.
    expect(hiddenAncestor(screen.getByRole('button', { name: 'Edit', hidden: true }))).not.toBe(
      null,
    );
    act(() => void toast.error('Could not reach Lectern.'));
    const message = await within(dialog).findByText('Could not reach Lectern.');
    expect(hiddenAncestor(message)).toBeNull();
    expect(liveRegion(message)).toHaveAttribute('role', 'alert');
    // The accessible-role query skips aria-hidden content: it is found, so it is heard.
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach Lectern.');
  });

  it('moves into a dialog that opens while it shows, and back out when it closes', async () => {
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    act(() => void toast.success('Class saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Class saved.');
    act(() => screen.getByRole('button', { name: 'Edit' }).click());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Class saved.'),
    );
    expect(hiddenAncestor(within(dialog).getByRole('status'))).toBeNull();

    act(() => within(dialog).getByRole('button', { name: 'Done' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Class saved.');
    expect(hiddenAncestor(status)).toBeNull();
  });

  it('keeps its countdown when it moves into a dialog: it does not start again', async () => {
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    await act(async () => void (await import('./toaster')));
    vi.useFakeTimers();
    try {
      act(() => void toast.success('Class saved.'));
      act(() => void vi.advanceTimersByTime(3000));
      // The dialog opens 3 s in: the toast is mounted again inside it, with 2 s left, not 5.
      act(() => screen.getByRole('button', { name: 'Edit' }).click());
      const dialog = screen.getByRole('dialog');
      // The toaster hears of the dialog from a MutationObserver (a microtask).
      await act(async () => void (await Promise.resolve()));
      act(() => void vi.advanceTimersByTime(100));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Class saved.');
      act(() => void vi.advanceTimersByTime(2100));
      for (let step = 0; step < 5; step += 1) act(() => void vi.advanceTimersByTime(300));
      expect(screen.queryByText('Class saved.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
