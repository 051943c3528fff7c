import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from '../../../src/components/form/date-field';
import { addYears, todayIso } from '../../../src/shared/validation/short-date';
import { onlyModes } from '../../../.storybook/modes.ts';
import { withForm } from '../../support/form-harness';
import { expectFieldError, expectNoFieldError, screenOf, submit, touch } from '../../support/play';

// "Teaching since" from the sign-up form: no earlier than 1950, no later than today (the
// stories' frozen clock makes today 21 November 2026).
const meta = {
  title: 'Components/Form/DateField',
  component: DateField,
  decorators: [withForm],
  args: {
    name: 'teachingSince',
    label: 'Teaching since',
    rules: { required: true, minDate: '1950-01-01', maxDate: () => todayIso() },
  },
  parameters: { formValues: { teachingSince: null } },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

// The field is a group of month, day and year sections, named by its label.
const dateInput = (canvas: { getByRole: (r: string, o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('group', { name: 'Teaching since' });

const shownDate = (field: HTMLElement) => field.textContent?.replace(/[^\d/]/g, '');

export const Empty: Story = {};

export const Filled: Story = {
  parameters: { formValues: { teachingSince: '2012-09-03' } },
  play: async ({ canvas }) => {
    await expect(shownDate(dateInput(canvas))).toBe('09/03/2012');
  },
};

export const Open: Story = {
  parameters: { formValues: { teachingSince: '2026-11-02' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toBeVisible();
    // Days after today are outside the bounds and cannot be picked.
    await expect(screenOf(canvasElement).getByRole('gridcell', { name: '22' })).toBeDisabled();
  },
};

/**
 * The picker a phone gets: its touch screen has no fine pointer, so the calendar button opens the
 * calendar in a modal dialog with its own Cancel and OK instead of the popover. The phone modes run
 * with a touch screen; the story also asks for the mobile picker by name (a media query no
 * window matches), so the runner's desktop visit plays it the same way.
 */
export const OpenOnPhone: Story = {
  args: { desktopModeMediaQuery: '@media (min-width: 100000px)' },
  parameters: {
    formValues: { teachingSince: '2026-11-02' },
    chromatic: {
      // Only phones get this picker: the desktop modes would repeat Open.
      modes: onlyModes('light phone', 'dark phone'),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(within(dialog).getByRole('gridcell', { name: '22' })).toBeDisabled();
  },
};

/**
 * Mid-typing: the month and the day typed, the cursor moved on to the year, which still shows
 * its placeholder. Nothing is said until the field is left.
 */
export const Typing: Story = {
  play: async ({ canvas }) => {
    const field = dateInput(canvas);
    const section = (name: string) => within(field).getByRole('spinbutton', { name });
    await userEvent.click(section('Month'));
    await userEvent.keyboard('0903');
    await waitFor(() => expect(section('Year')).toHaveFocus());
    await expect(section('Month')).toHaveTextContent('09');
    await expect(section('Day')).toHaveTextContent('03');
    await expect(section('Year')).toHaveTextContent('YYYY');
    await expect(section('Year')).toHaveAttribute('aria-valuetext', 'Empty');
    await expectNoFieldError(field);
  },
};

/** A whole date typed and the field left: the date is kept, with no message. */
export const TypedInFull: Story = {
  play: async ({ canvas }) => {
    const field = dateInput(canvas);
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('09032012');
    await waitFor(() => expect(shownDate(field)).toBe('09/03/2012'));
    await userEvent.tab();
    await expectNoFieldError(field);
  },
  // The same picture as Filled: this story is for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    const field = dateInput(canvas);
    await touch(within(field).getByRole('spinbutton', { name: 'Month' }));
    await expectFieldError(field, 'This field is required.');
  },
};

export const BeforeMinimum: Story = {
  parameters: { formValues: { teachingSince: '1949-12-31' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      dateInput(canvas),
      'Please enter a date greater than or equal to 1/1/50.',
    );
  },
};

export const AfterMaximum: Story = {
  parameters: { formValues: { teachingSince: '2026-11-22' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      dateInput(canvas),
      'Please enter a date less than or equal to 11/21/26.',
    );
  },
};

/** Bounds may come from another field: a term ends within a year of its start. */
export const BoundByAnotherField: Story = {
  args: {
    name: 'termEnds',
    label: 'Term ends',
    rules: {
      required: true,
      minDate: (values) => values.termStarts as string,
      maxDate: (values) => addYears(values.termStarts as string, 1),
    },
  },
  parameters: { formValues: { termStarts: '2026-09-01', termEnds: '2027-09-02' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('group', { name: 'Term ends' }),
      'Please enter a date less than or equal to 9/1/27.',
    );
  },
};

export const HalfTyped: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = dateInput(canvas);
    await userEvent.click(within(field).getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('0903');
    await submit(canvasElement);
    await expectFieldError(field, 'Please enter a valid date.');
    // Focus goes back to the date, the first invalid field.
    await waitFor(() =>
      expect(within(field).getByRole('spinbutton', { name: 'Month' })).toHaveFocus(),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { teachingSince: '2012-09-03' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { teachingSince: '2012-09-03' } },
};
