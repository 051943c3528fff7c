import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { allModes, componentModes } from '../../../.storybook/modes.ts';
import { useAppForm } from '../../../src/components/form/form';
import { CANCELLED_MESSAGE, FormDialog } from '../../../src/components/form/form-dialog';
import { MultilineField } from '../../../src/components/form/multiline-field';
import { TextField } from '../../../src/components/form/text-field';
import { toast } from '../../../src/components/toast/toast';
import { api } from '../../../src/lib/api/client';
import { OFFLINE_MESSAGE } from '../../../src/lib/api/submit-errors';
import { useApiSubmit } from '../../../src/components/form/use-api-submit';
import { holdForever } from '../../../src/testing/hold';
import { dialogNamed, page, type Scope } from '../../support/screen-play';

type Values = Record<string, string>;

const STUDENTS = Array.from({ length: 12 }, (_, i) => `Student ${i + 1}`);

interface DemoProps {
  /** A dialog taller than the window: twelve fields and notes. */
  long?: boolean;
  onClose: () => void;
}

/**
 * A FormDialog as a feature uses one: saving through the app's API client (`/api/sample`,
 * answered by MSW), handing over the signal so that Cancel can stop the request.
 */
function DemoDialog({ long = false, onClose }: DemoProps) {
  const form = useAppForm<Values>(
    long
      ? { ...Object.fromEntries(STUDENTS.map((s) => [s, ''])), notes: '' }
      : { name: '', room: '' },
  );
  const { formError, onSubmit } = useApiSubmit(
    async ({ values, signal }: { values: Values; signal: AbortSignal }) => {
      try {
        await api('POST', '/sample', values, { signal });
      } catch (error) {
        if (signal.aborted) return;
        throw error;
      }
      toast.success(`${values.name ?? 'Seating plan'} created.`);
    },
  );
  return (
    <FormDialog
      open
      title={long ? 'Seating plan' : 'New class'}
      form={form}
      onSubmit={(values, signal) => onSubmit({ values, signal })}
      onClose={onClose}
      submitLabel={long ? 'Save plan' : 'Create class'}
      formError={formError}
    >
      {long ? (
        <>
          {STUDENTS.map((s) => (
            <TextField key={s} name={s} label={s} autoComplete="off" />
          ))}
          <MultilineField name="notes" label="Notes" />
        </>
      ) : (
        <>
          <TextField name="name" label="Name" rules={{ required: true }} autoComplete="off" />
          <TextField name="room" label="Room" hint="Optional, such as B-204" autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}

/**
 * A form in a dialog: the title and the buttons stay put while the fields scroll; full screen
 * with a close button on phones; focus starts in the first field; Cancel stops a slow save.
 */
const meta = {
  title: 'Components/Form/FormDialog',
  component: DemoDialog,
  args: { onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    // The dialog fills the screen on phones, with a close button: a layout of its own.
    chromatic: { modes: { ...componentModes, 'light phone': allModes['light phone'] } },
  },
} satisfies Meta<typeof DemoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const newClass = (root: HTMLElement) => dialogNamed(root, 'New class');
/** Below MUI's `sm` breakpoint the dialog fills the screen and has a close button. */
const fullScreen = (root: HTMLElement) => root.ownerDocument.defaultView!.innerWidth < 600;

/** Types a name and presses Create class. */
async function create(dialog: Scope) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Biology 10');
  await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
}

/** Whether two elements cover each other on screen. */
function overlap(a: Element, b: Element) {
  const r = a.getBoundingClientRect();
  const s = b.getBoundingClientRect();
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
}

/** The element whose content scrolls: the nearest ancestor of `element` that can. */
function scrollerOf(element: HTMLElement): HTMLElement {
  let node = element.parentElement;
  while (
    node &&
    !(node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== 'visible')
  )
    node = node.parentElement;
  if (!node) throw new Error('Nothing scrolls.');
  return node;
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await newClass(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    if (fullScreen(canvasElement))
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    else await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** Taller than the window, scrolled to the end: only the fields moved. */
export const LongForm: Story = {
  args: { long: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Seating plan');
    const title = dialog.getByRole('heading', { name: 'Seating plan' });
    const save = dialog.getByRole('button', { name: 'Save plan' });
    const first = dialog.getByRole('textbox', { name: 'Student 1' });
    const content = scrollerOf(first);
    const titleTop = title.getBoundingClientRect().top;
    content.scrollTop = content.scrollHeight;
    await waitFor(() => expect(content.scrollTop).toBeGreaterThan(0));
    // The title and the buttons have not moved and are in the window; the first field is gone.
    await expect(title.getBoundingClientRect().top).toBe(titleTop);
    const { innerHeight } = canvasElement.ownerDocument.defaultView!;
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    await expect(first.getBoundingClientRect().bottom).toBeLessThan(
      content.getBoundingClientRect().top,
    );
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toBeVisible();
  },
};

/** The save is on its way (and never ends): Create shows progress, Cancel can stop it. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/sample', async () => {
        await holdForever();
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await newClass(canvasElement);
    await create(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Create class' })).toBeDisabled(),
    );
    await expect(dialog.getByRole('form', { name: 'New class' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    if (fullScreen(canvasElement))
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** Cancel pressed during a slow save: the request is stopped, the dialog keeps every value. */
export const SaveCancelled: Story = {
  beforeEach: Submitting.beforeEach,
  play: async ({ canvasElement, args }) => {
    const dialog = await newClass(canvasElement);
    await create(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Create class' })).toBeDisabled(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(CANCELLED_MESSAGE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create class' })).toBeEnabled());
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Biology 10');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses for a reason no field owns: its message at the top of the form. */
export const RejectedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/sample', () =>
        HttpResponse.json(
          { error: 'conflict', message: 'You already have a class called Biology 10.' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await newClass(canvasElement);
    await create(dialog);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('You already have a class called Biology 10.');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Biology 10');
  },
};

/**
 * Offline: the error toast shows inside the dialog (screen readers hear it; the rest of the page
 * is hidden from them), above the dialog and clear of its buttons.
 */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/sample', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const dialog = await newClass(canvasElement);
    await create(dialog);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(OFFLINE_MESSAGE);
    await expect(alert.closest('[aria-hidden="true"]')).toBeNull();
    const save = dialog.getByRole('button', { name: 'Create class' });
    await waitFor(() => expect(save).toBeEnabled());
    for (const button of [save, dialog.getByRole('button', { name: 'Cancel' })]) {
      await expect(overlap(alert, button)).toBe(false);
    }
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Biology 10');
    // Stays for the screenshot.
    await userEvent.hover(alert);
    await expect(page(canvasElement).getByRole('alert')).toBe(alert);
  },
};
