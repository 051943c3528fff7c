import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { OFFLINE_MESSAGE } from '../../../../src/lib/api/submit-errors';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { api } from '../../../../src/testing/handlers';
import { RouteStory, signedIn, slow, storyLocation } from '../../../support/route-story';
import { isPhone, page, screenReady } from '../../../support/screen-play';
import { confirmDelete, rowHandle } from '../../../components/data/row-actions-play';

/**
 * The list page every resource gets (the kit, ADR 025: src/features/admin/entity/list-page.tsx),
 * shown on the classes: the states it owns for every entity (loading, past the last page, a
 * search with no match, failed, offline) and the delete with Undo. The entities' own stories
 * show only what is theirs.
 */
const meta = {
  title: 'Features/Admin/Entity/ListPage',
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? '/admin/classes'} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (root: HTMLElement) => screenReady(root, 'Classes');
const listOf = (root: HTMLElement) =>
  page(root).findByRole(isPhone(root) ? 'list' : 'table', { name: 'Classes' }, slow);
const rowsShown = async (root: HTMLElement) => {
  const list = await listOf(root);
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};

/** The first page on its way: skeleton rows, the list busy. */
export const Loading: Story = {
  beforeEach: signedIn(api.classes.pending()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await listOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A page past the last one (an old link, or the last row of the last page deleted): nothing on
 * it, and the way back to the first page; the list's own buttons stay.
 */
export const PastTheLastPage: Story = {
  parameters: { path: '/admin/classes?page=3' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'Nothing on this page' }, slow),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Go to the first page' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'New class' })).toBeVisible();
    await expect(p.queryByRole(isPhone(canvasElement) ? 'list' : 'table')).toBeNull();
  },
};

/** "Go to the first page" does so. (It ends on ClassesPage Filled's picture.) */
export const PastTheLastPageBack: Story = {
  parameters: { path: '/admin/classes?page=3', chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('button', { name: 'Go to the first page' }, slow));
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes?page=1'));
    await expect(await (await rowsShown(canvasElement)).findByText('Algebra I')).toBeVisible();
  },
};

/** Nothing matches: it says what was looked for, with the way back; "New class" stays. */
export const NoMatch: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowsShown(canvasElement);
    const p = page(canvasElement);
    const field = await p.findByRole('searchbox', { name: 'Search classes' }, slow);
    await userEvent.type(field, 'zoology');
    await expect(
      await p.findByRole('heading', { name: 'No classes match “zoology”' }, slow),
    ).toBeVisible();
    await expect(storyLocation()).toBe('/admin/classes?q=zoology');
    await expect(p.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'New class' })).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

/** The server failed: the resource's words in the list's place, with Retry. */
export const Failed: Story = {
  beforeEach: signedIn(api.classes.serverError()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      await p.findByText('Your classes could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The network is down: the list says Lectern could not be reached, with Retry. */
export const Offline: Story = {
  beforeEach: signedIn(api.classes.offline()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      await p.findByText(
        `Your classes could not be loaded. ${OFFLINE_MESSAGE}`,
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Deleted: gone from the list, with Undo in the toast. */
export const Deleted: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await confirmDelete(canvasElement, 'Algebra I');
    const toast = await p.findByText('Algebra I deleted.', {}, slow);
    await waitFor(() =>
      expect(p.queryByRole('button', { name: rowHandle(canvasElement, 'Algebra I') })).toBeNull(),
    );
    await expect(p.getByRole('button', { name: 'Undo' })).toBeVisible();
    await userEvent.hover(toast);
  },
};

/** Undo brings it back. */
export const DeleteUndone: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await confirmDelete(canvasElement, 'Algebra I');
    await userEvent.click(await p.findByRole('button', { name: 'Undo' }, slow));
    const toast = await p.findByText('Algebra I is back.', {}, slow);
    await expect(
      await p.findByRole('button', { name: rowHandle(canvasElement, 'Algebra I') }, slow),
    ).toBeVisible();
    await userEvent.hover(toast);
  },
};

/** The delete fails on the server: a toast says so, the question stays open to try again. */
export const DeleteFailed: Story = {
  beforeEach: signedIn(
    http.delete('/api/classes/:id', () =>
      HttpResponse.json({ error: 'internal' }, { status: 500 }),
    ),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const confirm = await confirmDelete(canvasElement, 'Algebra I');
    const toast = await p.findByText('Algebra I could not be deleted. Please try again.', {}, slow);
    await expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.hover(toast);
  },
};

/** Undo fails on the server: a toast says so and offers to try again; the row stays deleted. */
export const UndoFailed: Story = {
  beforeEach: signedIn(
    http.post('/api/classes/:id/restore', () =>
      HttpResponse.json({ error: 'internal' }, { status: 500 }),
    ),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await confirmDelete(canvasElement, 'Algebra I');
    await userEvent.click(await p.findByRole('button', { name: 'Undo' }, slow));
    const toast = await p.findByText(
      'Algebra I could not be brought back. Please try again.',
      {},
      slow,
    );
    await expect(p.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      p.queryByRole('button', { name: rowHandle(canvasElement, 'Algebra I') }),
    ).toBeNull();
    await userEvent.hover(toast);
  },
};
