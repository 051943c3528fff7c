import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NumberField } from '../../../src/components/form/number-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, expectNoFieldError, submit, touch } from '../../support/play';

const meta = {
  title: 'Components/Form/NumberField',
  component: NumberField,
  decorators: [withForm],
  args: { name: 'grade', label: 'Grade', rules: { required: true, min: 1, max: 12 } },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

const gradeField = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('spinbutton', { name: 'Grade' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = gradeField(canvas);
    await expect(field).toHaveAttribute('min', '1');
    await expect(field).toHaveAttribute('max', '12');
  },
};

export const Filled: Story = { parameters: { formValues: { grade: '7' } } };

export const Required: Story = {
  play: async ({ canvas }) => {
    const field = gradeField(canvas);
    await touch(field);
    await expectFieldError(field, 'This field is required.');
  },
};

/** Left at 0, below the minimum of 1: the catalogue's min message shows. */
export const BelowMinimum: Story = {
  play: async ({ canvas }) => {
    const field = gradeField(canvas);
    await userEvent.type(field, '0');
    await userEvent.tab();
    await expect(field).toHaveValue(0);
    await expectFieldError(field, 'Please enter a value greater than or equal to 1.');
    await expect(
      canvas.getByText('Please enter a value greater than or equal to 1.'),
    ).toBeVisible();
  },
};

/** The message goes as soon as the value is back within the bounds. */
export const BelowMinimumCorrected: Story = {
  play: async ({ canvas }) => {
    const field = gradeField(canvas);
    await userEvent.type(field, '0');
    await userEvent.tab();
    await expectFieldError(field, 'Please enter a value greater than or equal to 1.');
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await expect(field).toHaveValue(5);
    await expectNoFieldError(field);
  },
  // The same picture as Filled (a grade within the bounds): this story is for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const AboveMaximum: Story = {
  parameters: { formValues: { grade: '13' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(gradeField(canvas), 'Please enter a value less than or equal to 12.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { grade: '7' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { grade: '7' } },
};
