import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CheckboxField } from '../../../src/components/form/checkbox-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, expectNoFieldError, submit } from '../../support/play';

const meta = {
  title: 'Components/Form/CheckboxField',
  component: CheckboxField,
  decorators: [withForm],
  args: { name: 'acceptTerms', label: 'I accept the terms', rules: { required: true } },
  parameters: { formValues: { acceptTerms: false } },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { parameters: { formValues: { acceptTerms: true } } };

/**
 * Required and left unticked: the label carries the asterisk text fields have, and Save shows
 * the error. Ticking clears it; unticking brings it back, so the story ends in its named state.
 */
export const Required: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(box).toBeRequired();
    await submit(canvasElement);
    await expectFieldError(box, 'This field is required.');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.click(box);
    await expectNoFieldError(box);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expectFieldError(box, 'This field is required.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { acceptTerms: true } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
