import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouteError } from '../../src/app/route-error';
import { screenOf } from '../support/play';
import { screenParameters, slow } from '../support/route-story';

/** A route whose chunk cannot be fetched, as after a deploy removed it. */
function FailingRoute({ message }: { message: string }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(new Error(message)),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/RouteError',
  component: FailingRoute,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof FailingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one automatic reload has already happened: now a person decides. */
export const ChunkFailedAfterReload: Story = {
  args: { message: 'Failed to fetch dynamically imported module: /assets/sign-in-page.js' },
  beforeEach() {
    sessionStorage.setItem('lectern.chunkReload', '1');
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'Lectern has been updated' }, slow),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const SomethingElseFailed: Story = {
  args: { message: 'Cannot read properties of undefined' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, slow),
    ).toBeVisible();
  },
};
