import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { MarkingPage } from '../../../../src/features/admin/marking/marking-page';
import { markingPath } from '../../../../src/shared/paths';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { expectFieldError } from '../../../support/play';
import { RouteStory, signedIn, slow, type WithMsw } from '../../../support/route-story';
import { isPhone, page } from '../../../support/screen-play';

const algebra = build.classes()[0]!;
// "Fractions review": Algebra I, due 12 November 2026 (before the frozen today), 20 points.
const fractions = build.assignments()[0]!;
// Algebra I's 30 students and their work, the same as every screen's (`build.work()`): 26
// handed in (Amara Abbott and Finn Haddad late), 20 marked, 4 missing. By last name the sheet
// starts Amara Abbott (late, 10, a comment), Kai Abbott (handed in, no mark yet, no student
// number), Isla Baker (marked), Quinn Castro (handed in, no mark yet).
const fake = () => fakeAdminApi({ work: build.work() });

const meta = {
  title: 'Features/Admin/Marking/MarkingPage',
  component: MarkingPage,
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? markingPath(fractions.id)} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof MarkingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(root: HTMLElement) {
  await expect(
    await page(root).findByRole('heading', { name: 'Fractions review', level: 1 }, slow),
  ).toBeVisible();
}

/** One student's row (a card on phones). */
function student(root: HTMLElement, name: string) {
  const p = page(root);
  return within(
    isPhone(root)
      ? p.getByRole('listitem', { name })
      : p.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!,
  );
}

/**
 * A failed save, with its reason: in words on a phone's card; in the table one line (an error
 * icon and Retry), "Not saved" and the reason read out with it and on Retry's tooltip.
 */
async function expectNotSaved(root: HTMLElement, name: string, reason: string) {
  const row = student(root, name);
  const retry = await row.findByRole('button', { name: `Retry for ${name}` }, slow);
  await expect(retry).toBeVisible();
  if (isPhone(root)) await expect(row.getByText(`Not saved: ${reason}`)).toBeVisible();
  else {
    await expect(row.getByText(`Not saved: ${reason}`)).toBeInTheDocument();
    await expect(retry).toHaveAccessibleDescription(`Not saved: ${reason}`);
  }
}

const score = (root: HTMLElement, name: string) =>
  page(root).getByRole('textbox', { name: `Score for ${name}` });

/**
 * Back to the top once the play is done: on phones, moving through the cards scrolled the
 * window, and the picture would show the app bar where the window had scrolled to.
 */
const toTop = (root: HTMLElement) => root.ownerDocument.defaultView!.scrollTo(0, 0);

/** Every PUT the page sends, counted before the fake answers it. */
let sent: string[] = [];
const countPuts = http.put('/api/work/:assignmentId/:studentId', ({ params }) => {
  sent.push(String(params.studentId));
  return undefined;
});

/** The roster with what came in and the marks so far; the counts over it. */
export const Idle: Story = {
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.getByText('26 of 30 handed in · 20 marked · 4 missing')).toBeVisible();
    await expect(p.getByRole('link', { name: 'Algebra I' })).toHaveAttribute(
      'href',
      `/admin/classes/${algebra.id}`,
    );
    await expect(p.getByRole('link', { name: 'All assignments' })).toHaveAttribute(
      'href',
      '/admin/assignments',
    );
    await expect(score(canvasElement, 'Amara Abbott')).toHaveValue('10');
    await expect(
      p.getByRole('combobox', { name: 'Handed in for Amara Abbott' }),
    ).toHaveDisplayValue('Handed in late');
    await expect(p.getByRole('textbox', { name: 'Comment for Amara Abbott' })).toHaveValue(
      'Check the common denominator.',
    );
    // The table's Student column holds a long two-part name in two lines at most.
    if (!isPhone(canvasElement)) {
      const longName = p.getByRole('rowheader', {
        name: /^Mateo Nakamura-Castellanos/,
      }).firstElementChild!;
      const style = getComputedStyle(longName);
      const text =
        longName.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom);
      await expect(text).toBeLessThanOrEqual(2 * parseFloat(style.lineHeight) + 1);
    }
  },
};

/** Scores typed, Enter after each: saved, and focus goes down to the next student's score. */
export const MarkFromKeyboard: Story = {
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(score(canvasElement, 'Kai Abbott'));
    await userEvent.keyboard('14{Enter}');
    await waitFor(() => expect(score(canvasElement, 'Isla Baker')).toHaveFocus());
    await userEvent.keyboard('16{Enter}');
    await waitFor(() => expect(score(canvasElement, 'Quinn Castro')).toHaveFocus());
    await expect(
      await student(canvasElement, 'Kai Abbott').findByText('Saved', {}, slow),
    ).toBeVisible();
    await expect(
      await student(canvasElement, 'Isla Baker').findByText('Saved', {}, slow),
    ).toBeVisible();
    await expect(score(canvasElement, 'Kai Abbott')).toHaveValue('14');
    await expect(score(canvasElement, 'Isla Baker')).toHaveValue('16');
    await expect(await p.findByText('26 of 30 handed in · 21 marked · 4 missing')).toBeVisible();
    // Said once to screen readers, politely.
    await expect(p.getByText('Isla Baker: saved.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    toTop(canvasElement);
  },
};

/** The save has not answered yet. */
export const Saving: Story = {
  beforeEach: signedIn(
    http.put('/api/work/:assignmentId/:studentId', () => holdForever()),
    ...fake(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(score(canvasElement, 'Kai Abbott'));
    await userEvent.keyboard('12{Enter}');
    await expect(
      await student(canvasElement, 'Kai Abbott').findByText('Saving…', {}, slow),
    ).toBeVisible();
    // Focus moves on at once: marking does not wait for the server.
    await expect(score(canvasElement, 'Isla Baker')).toHaveFocus();
    toTop(canvasElement);
  },
};

/**
 * Offline: each save fails, the typed values stay and the rows say why. Retry, once the
 * connection is back, saves the first; the second still offers Retry.
 */
export const SaveFailed: Story = {
  beforeEach: (context: WithMsw) => {
    let failures = 2;
    signedIn(
      http.put('/api/work/:assignmentId/:studentId', () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.error();
      }),
      ...fake(),
    )(context);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(score(canvasElement, 'Kai Abbott'));
    await userEvent.keyboard('11{Enter}');
    await userEvent.keyboard('13{Enter}');
    const kai = student(canvasElement, 'Kai Abbott');
    const isla = student(canvasElement, 'Isla Baker');
    const reason = 'Lectern could not be reached.';
    await expectNotSaved(canvasElement, 'Kai Abbott', reason);
    await expectNotSaved(canvasElement, 'Isla Baker', reason);
    // The fields whose values were not saved are outlined in the error colour.
    await expect(score(canvasElement, 'Isla Baker')).toHaveAttribute('aria-invalid', 'false');
    await expect(score(canvasElement, 'Isla Baker').closest('.MuiInputBase-root')).toHaveClass(
      'Mui-error',
    );
    await expect(score(canvasElement, 'Kai Abbott')).toHaveValue('11');
    await expect(score(canvasElement, 'Isla Baker')).toHaveValue('13');
    await userEvent.click(kai.getByRole('button', { name: 'Retry for Kai Abbott' }));
    await expect(await kai.findByText('Saved', {}, slow)).toBeVisible();
    await expect(score(canvasElement, 'Kai Abbott')).toHaveValue('11');
    await expect(isla.getByRole('button', { name: 'Retry for Isla Baker' })).toBeVisible();
    await expect(p.getByText('26 of 30 handed in · 21 marked · 4 missing')).toBeVisible();
    toTop(canvasElement);
  },
};

/** Over the maximum: the rules' message under the field, nothing sent, Enter stays put. */
export const InvalidScore: Story = {
  beforeEach: (context: WithMsw) => {
    sent = [];
    signedIn(countPuts, ...fake())(context);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const field = score(canvasElement, 'Kai Abbott');
    await userEvent.click(field);
    await userEvent.keyboard('25{Enter}');
    await expectFieldError(field, 'Please enter a value less than or equal to 20.');
    await expect(field).toHaveFocus();
    await expect(sent).toEqual([]);
    await expect(student(canvasElement, 'Kai Abbott').queryByText('Saving…')).toBeNull();
    toTop(canvasElement);
  },
};

/** Leaving with a save that failed asks first; Cancel stays, with the value still there. */
export const LeaveWithUnsaved: Story = {
  beforeEach: signedIn(
    http.put('/api/work/:assignmentId/:studentId', () => HttpResponse.error()),
    ...fake(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(score(canvasElement, 'Kai Abbott'));
    await userEvent.keyboard('9{Enter}');
    await expectNotSaved(canvasElement, 'Kai Abbott', 'Lectern could not be reached.');
    await userEvent.click(p.getByRole('link', { name: 'All assignments' }));
    const dialog = await p.findByRole('alertdialog', { name: 'Leave without saving?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(p.queryByRole('alertdialog')).toBeNull());
    await expect(score(canvasElement, 'Kai Abbott')).toHaveValue('9');
    await userEvent.click(p.getByRole('link', { name: 'All assignments' }));
    await expect(
      await p.findByRole('alertdialog', { name: 'Leave without saving?' }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: signedIn(http.get('/api/work/:assignmentId', () => holdForever())),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await waitFor(
      () => expect(p.getByRole('link', { name: 'All assignments' })).toBeVisible(),
      slow,
    );
    await expect(p.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: signedIn(
    http.get('/api/work/:assignmentId', () => new HttpResponse(null, { status: 503 })),
  ),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByText('This assignment could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The class has no students yet: the way to its roster. */
export const EmptyRoster: Story = {
  beforeEach: signedIn(...fakeAdminApi({ students: [] })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.getByRole('heading', { name: 'No students in Algebra I yet' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Go to Algebra I' })).toHaveAttribute(
      'href',
      `/admin/classes/${algebra.id}`,
    );
    await expect(p.queryByRole('table')).toBeNull();
  },
};

/** A deleted assignment, or a wrong link. */
export const NotFound: Story = {
  parameters: { path: markingPath('a0000000-0000-4000-8000-000000000099') },
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'Assignment not found', level: 1 }, slow),
    ).toBeVisible();
    await expect(
      p.getByRole('heading', { name: 'It may have been deleted, or the link is wrong' }),
    ).toBeVisible();
    await expect(p.getByRole('link', { name: 'Go to your assignments' })).toHaveAttribute(
      'href',
      '/admin/assignments',
    );
  },
};
