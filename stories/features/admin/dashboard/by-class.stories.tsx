import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ByClass } from '../../../../src/features/admin/dashboard/by-class';
import { build } from '../../../../src/testing/builders';
import { api } from '../../../../src/testing/handlers';
import type { WithMsw } from '../../../support/route-story';
import { withQueries } from '../../../support/with-queries';

/** The dashboard's width under the other widgets; its chips link into the assignments list. */
const inPage: Decorator = (Story) => (
  <MemoryRouter>
    <div style={{ maxWidth: 720 }}>
      <Story />
    </div>
  </MemoryRouter>
);

/** The dashboard widget of work to mark and work missing, per class. */
const meta = {
  title: 'Features/Admin/Dashboard/ByClass',
  component: ByClass,
  decorators: [inPage, withQueries],
} satisfies Meta<typeof ByClass>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = 'To mark and missing, by class';
const failed = 'The work by class could not be loaded.';
const algebra = build.classes()[0]!;

/** The classes with work waiting (English 9 and History 8, with none, are left out); each chip
 * opens its list. The figures are the ones the class's lists count (one fixture world). */
export const Filled: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.attention.data()),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Algebra I24 to mark16 missing',
      'Year 7 Science5 to mark',
    ]);
    await expect(within(items[0]!).getByRole('link', { name: '24 to mark' })).toHaveAttribute(
      'href',
      `/admin/assignments?classId=${algebra.id}&status=to_mark`,
    );
    await expect(within(items[0]!).getByRole('link', { name: '16 missing' })).toHaveAttribute(
      'href',
      `/admin/assignments?classId=${algebra.id}&status=missing`,
    );
    await expect(canvas.queryByText('History 8')).toBeNull();
    await expect(canvas.queryByText('English 9')).toBeNull();
  },
};

/** Nothing waiting in any class: one line says so. */
export const NothingWaiting: Story = {
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(
      api.attention.data(build.attention().map((c) => ({ ...c, toMark: 0, missing: 0 }))),
    ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nothing to mark and nothing missing in any class.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Three skeleton rows while the figures load. */
export const Loading: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.attention.pending()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The figures failed (after two quiet retries): the error and Retry in the widget. */
export const Failed: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.attention.serverError()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(failed);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Retry after the failure loads the figures. (It ends on Filled's picture.) */
export const Retried: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.attention.offline()),
  play: async ({ canvas, msw }) => {
    await canvas.findByText(failed, {}, { timeout: 15000 });
    msw.use(api.attention.data());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: '24 to mark' })).toBeVisible();
    await expect(canvas.queryByText(failed)).toBeNull();
  },
};
