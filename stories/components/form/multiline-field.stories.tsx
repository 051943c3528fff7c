import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MultilineField } from '../../../src/components/form/multiline-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, submit, touch } from '../../support/play';

const meta = {
  title: 'Components/Form/MultilineField',
  component: MultilineField,
  decorators: [withForm],
  args: { name: 'description', label: 'Description', rules: { maxLength: 2000 } },
} satisfies Meta<typeof MultilineField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      '0 / 2000',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'Read chapter 4.{enter}Answer questions 1–6.');
    await expect(field).toHaveAccessibleDescription('37 / 2000');
  },
};

export const Required: Story = {
  args: { rules: { required: true, maxLength: 2000 } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await touch(field);
    await expectFieldError(field, 'This field is required.');
  },
};

export const MaxLength: Story = {
  parameters: { formValues: { description: 'x'.repeat(2001) } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Description' }),
      'Please enter no more than 2000 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { description: 'Read chapter 4.' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { description: 'Read chapter 4.' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, ' Then rest.');
    await expect(field).toHaveValue('Read chapter 4.');
  },
};
