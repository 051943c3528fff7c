// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTheme } from '../../theme/app-theme';
import { visualTestTheme } from '../../theme/visual-test';
import { useAppForm } from './form';
import { CANCELLED_MESSAGE, FormDialog } from './form-dialog';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import type { CancellableSubmit } from './use-cancellable-submit';

interface Values {
  subject: string;
  name: string;
}

function ClassForm({
  onSubmit = () => undefined,
  onClose = () => undefined,
}: {
  onSubmit?: CancellableSubmit<Values>;
  onClose?: () => void;
}) {
  const form = useAppForm<Values>({ subject: 'math', name: '' });
  return (
    <FormDialog
      open
      title="New class"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Create class"
    >
      {/* A select first: its hidden native input must not be what gets focus. */}
      <SelectField
        name="subject"
        label="Subject"
        options={[{ value: 'math', label: 'Mathematics' }]}
      />
      <TextField name="name" label="Name" rules={{ required: true }} />
    </FormDialog>
  );
}

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks: every query matches (a phone). */
function asPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('FormDialog', () => {
  it('puts focus on the first field as it opens', async () => {
    render(<ClassForm />);
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Subject' })).toHaveFocus(),
    );
  });

  it('does so with transitions off too (the visual tests’ switch)', async () => {
    render(
      <AppTheme persist={false} visualTest={visualTestTheme}>
        <ClassForm />
      </AppTheme>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    expect(within(dialog).getByRole('combobox', { name: 'Subject' })).toHaveFocus();
  });

  it('lets Cancel stop a slow save, and keeps the dialog open with every value', async () => {
    let signal: AbortSignal | undefined;
    const onClose = vi.fn();
    render(
      <ClassForm
        onSubmit={(_values, s) => {
          signal = s;
          return new Promise<undefined>(() => undefined);
        }}
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'New class' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Biology 10');
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Create class' })).toBeDisabled(),
    );
    // Busy: closing is refused, but Cancel is there to stop the save.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeEnabled();

    await user.click(cancel);
    expect(signal?.aborted).toBe(true);
    expect(await dialog.findByRole('status')).toHaveTextContent(CANCELLED_MESSAGE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create class' })).toBeEnabled());
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Biology 10');
    expect(dialog.getByRole('form', { name: 'New class' })).toHaveAttribute('aria-busy', 'false');
    expect(onClose).not.toHaveBeenCalled();

    // Not busy any more: Cancel closes.
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has a close button at the top on phones, disabled while saving', async () => {
    asPhone();
    const onClose = vi.fn();
    render(<ClassForm onSubmit={() => new Promise(() => undefined)} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'New class' }));
    const close = dialog.getByRole('button', { name: 'Close' });
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Biology 10');
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(close).toBeDisabled());
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(close).toBeEnabled());
    await user.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
