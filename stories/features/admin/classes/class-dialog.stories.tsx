import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ClassDialog } from '../../../../src/features/admin/classes/class-dialog';
import { OFFLINE_MESSAGE } from '../../../../src/lib/api/submit-errors';
import { draftScope } from '../../../../src/shared/resource/define';
import { classResource } from '../../../../src/shared/resources/classes';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { dialogNamed, page } from '../../../support/screen-play';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { withQueries } from '../../../support/with-queries';

const algebra = build.classes()[0]!;

/** Create or edit a class; the classes page opens it (its stories show it in the page). */
const meta = {
  title: 'Features/Admin/Classes/ClassDialog',
  component: ClassDialog,
  args: { scope: draftScope(classResource), onClose: fn() },
  decorators: [withQueries],
  parameters: { layout: 'fullscreen', chromatic: { modes: dialogModes } },
  // Every story is an open modal dialog: a docs page would stack them all.
  tags: ['!autodocs'],
} satisfies Meta<typeof ClassDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const editAlgebra = (root: HTMLElement) => dialogNamed(root, 'Edit Algebra I');
const saveButton = 'Save changes';

/** A new class: empty, focus in Name. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'New class');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Create class' })).toBeEnabled();
  },
};

/** Saving an edit that never answers: Save shows progress, Cancel could stop it. */
export const Submitting: Story = {
  args: { editing: algebra },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/classes/:id', async () => {
        await holdForever();
        return HttpResponse.json({});
      }),
      ...fakeAdminApi(),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await editAlgebra(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    await waitFor(() => expect(dialog.getByRole('button', { name: saveButton })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The class was deleted in another tab: the server's 404 says so at the top of the form. */
export const RejectedByServer: Story = {
  args: { editing: algebra },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/classes/:id', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such class.' }, { status: 404 }),
      ),
      ...fakeAdminApi(),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await editAlgebra(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No such class.');
    await expect(dialog.getByRole('button', { name: saveButton })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Algebra I');
  },
};

/** Offline: the error toast shows in the dialog; the dialog stays with every value. */
export const Offline: Story = {
  args: { editing: algebra },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/classes/:id', () => HttpResponse.error()),
      ...fakeAdminApi(),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await editAlgebra(canvasElement);
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Algebra I (honours)');
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    const toast = await dialog.findByRole('alert');
    await expect(toast).toHaveTextContent(OFFLINE_MESSAGE);
    await expect(page(canvasElement).getByRole('alert')).toBe(toast);
    await expect(name).toHaveValue('Algebra I (honours)');
    await expect(args.onClose).not.toHaveBeenCalled();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};
