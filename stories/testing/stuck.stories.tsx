import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { allModes } from '../../.storybook/modes.ts';

/**
 * Deliberately stuck stories: the proof that the story suite's bounds hold. They are not in the
 * catalogue (`!dev`) nor in a plain `test-storybook` run (`!test`); `scripts/test-stories.mjs`
 * adds them to its run (tag `stuck-fixture`) with short bounds of their own, expects each to fail
 * within its bound with a message that names what it waited for, and counts that as the proof.
 */
function Waiting() {
  const [answer, setAnswer] = useState<string>();
  useEffect(() => {
    void fetch('/api/never-answers').then(() => setAnswer('answered'));
  }, []);
  return (
    <section aria-label="Waiting for an answer" aria-busy={answer === undefined}>
      {answer ?? 'Waiting…'}
    </section>
  );
}

const meta = {
  title: 'Testing/Stuck',
  component: Waiting,
  tags: ['!dev', '!autodocs', '!test', 'stuck-fixture'],
  parameters: {
    // The proof is that a bound ends a stuck story, not how long the bound is.
    testLimits: { storyMs: 5_000, settleMs: 5_000 },
    chromatic: { modes: { light: allModes.light } },
  },
  beforeEach({ msw }) {
    // Never answers, and not held on purpose (no holdForever): the screen never settles.
    msw.use(http.get('/api/never-answers', () => new Promise<Response>(() => {})));
  },
} satisfies Meta<typeof Waiting>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The play function ends, but the screen never settles (a request that never answers). */
export const NeverSettles: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting…')).toBeVisible();
  },
};

/**
 * Grey text that reads on the light page and not on the dark one: the runner's own visit (light)
 * passes axe, the dark render must fail it, naming the rule. The proof that a violation found in
 * another mode's render still fails its story (axe lists only violations in full under the runner,
 * and only they cross to the runner: `.storybook/preview.tsx`, `.storybook/test-runner.ts`).
 */
export const ContrastOnlyInDark: Story = {
  parameters: {
    chromatic: { modes: { light: { ...allModes.light, disable: true }, dark: allModes.dark } },
  },
  render: () => <p style={{ color: '#595959' }}>Grey on the page</p>,
};

// Last in the file: Storybook reloads the page to leave a story that never ends, which would
// make the runner retry whichever story came next.
/** A play function waiting for an element that never appears. */
export const PlayNeverEnds: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Never shown' },
        { timeout: 600_000 },
      ),
    ).toBeVisible();
  },
};
