// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE } from '../../../components/form/form-dialog';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { draftScope } from '../../../shared/resource/define';
import { classResource } from '../../../shared/resources/classes';
import { build } from '../../../testing/builders';
import { createQueryClient } from '../query-client';
import { ClassDialog } from './class-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const algebra = build.classes()[0]!;

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ClassDialog editing={algebra} scope={draftScope(classResource)} onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ClassDialog', () => {
  it('stops a slow save on Cancel: the request is aborted, nothing fails, the values stay', async () => {
    let aborted = false;
    server.use(
      http.put('/api/classes/:id', ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<Response>(() => undefined);
      }),
    );
    const onClose = renderDialog();
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Algebra I' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Algebra I (honours)');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(CANCELLED_MESSAGE);
    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(name).toHaveValue('Algebra I (honours)');
    // A stopped save is no failure: no error toast, no form error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves normally when not cancelled', async () => {
    server.use(http.put('/api/classes/:id', () => HttpResponse.json(algebra)));
    const onClose = renderDialog();
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Algebra I' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Algebra I saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
