import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { LetterScaleDialog } from '../../../../src/features/admin/markbook/letter-scale-dialog';
import type { LetterBand, Markbook } from '../../../../src/shared/api-types/markbook';
import { LETTER_SCALE_MESSAGE } from '../../../../src/shared/markbook/settings';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { expectFieldError } from '../../../support/play';
import { dialogNamed } from '../../../support/screen-play';
import { withQueries } from '../../../support/with-queries';

const data = markbookClass();
const scale: LetterBand[] = [
  { letter: 'A', min: 90 },
  { letter: 'B', min: 80 },
  { letter: 'C', min: 70 },
  { letter: 'D', min: 60 },
  { letter: 'F', min: 0 },
];
/** Algebra I as the markbook has it: missing work left out, letters A to F. */
const algebra: Markbook['class'] = {
  id: data.cls.id,
  name: data.cls.name,
  subject: data.cls.subject,
  termStarts: data.cls.termStarts,
  termEnds: data.cls.termEnds,
  missingPolicy: 'leave_out',
  letterScale: scale,
};

/**
 * The class's letter grades (issue 22): rows of a letter and its minimum percentage, or none.
 * The markbook opens it (its header's Letter grades button).
 */
const meta = {
  title: 'Features/Admin/Markbook/LetterScaleDialog',
  component: LetterScaleDialog,
  args: { cls: algebra, onClose: fn() },
  decorators: [withQueries],
  parameters: { layout: 'fullscreen', chromatic: { modes: dialogModes } },
  // Every story is an open modal dialog: a docs page would stack them all.
  tags: ['!autodocs'],
  beforeEach({ msw }) {
    msw.use(
      ...fakeAdminApi({
        ...data,
        grading: { [data.cls.id]: { missingPolicy: 'leave_out', letterScale: scale } },
      }),
    );
  },
} satisfies Meta<typeof LetterScaleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The class's scale, A to F, a row each. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Letter grades');
    await expect(dialog.getByRole('radio', { name: 'A letter, from this scale' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Letter 5' })).toHaveValue('F');
    await expect(dialog.getByRole('spinbutton', { name: 'Minimum % 2' })).toHaveValue(80);
    await expect(dialog.getByRole('button', { name: 'Add a letter' })).toBeEnabled();
  },
};

/** A blank minimum and a letter twice: the field's message, then the scale's. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Letter grades');
    const second = dialog.getByRole('textbox', { name: 'Letter 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'A');
    const min = dialog.getByRole('spinbutton', { name: 'Minimum % 4' });
    await userEvent.clear(min);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectFieldError(min, 'This field is required.');
    await userEvent.type(min, '60');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(LETTER_SCALE_MESSAGE);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No letter grades: the rows are gone, and saving says so and closes. (Not pictured.) */
export const NoLetters: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Letter grades');
    await userEvent.click(dialog.getByRole('radio', { name: 'No letter grades' }));
    await expect(dialog.queryByRole('textbox', { name: 'Letter 1' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
