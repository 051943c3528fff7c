import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../../../src/components/form/text-field';
import { expectFieldError, expectNoFieldError, submit, touch } from '../../support/play';
import { withForm } from '../../support/form-harness';

const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  decorators: [withForm],
  args: { name: 'fullName', label: 'Full name', rules: { required: true, maxLength: 80 } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(field).toBeRequired();
    await expectNoFieldError(field);
  },
};

export const Filled: Story = { parameters: { formValues: { fullName: 'Ada Lovelace' } } };

export const WithHint: Story = {
  args: { name: 'school', label: 'School', rules: { maxLength: 120 }, hint: 'Optional.' },
  parameters: { formValues: { school: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'School' })).toHaveAccessibleDescription(
      'Optional.',
    );
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full name' });
    // Untouched fields stay quiet; leaving one empty shows the message.
    await expectNoFieldError(field);
    await touch(field);
    await expect(field).toHaveValue('');
    await expectFieldError(field, 'This field is required.');
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

/** Typing a value clears the required message at once. */
export const RequiredCorrected: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full name' });
    await touch(field);
    await expectFieldError(field, 'This field is required.');
    await userEvent.type(field, 'Ada');
    await expect(field).toHaveValue('Ada');
    await expectNoFieldError(field);
    await expect(canvas.queryByText('This field is required.')).toBeNull();
  },
  // The same picture as Filled (a name typed): this story is for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const MaxLength: Story = {
  parameters: { formValues: { fullName: 'A'.repeat(81) } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Full name' }),
      'Please enter no more than 80 characters.',
    );
  },
};

export const MinLength: Story = {
  args: { name: 'nickname', label: 'Display name', rules: { minLength: 3 } },
  parameters: { formValues: { nickname: 'Al' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Display name' }),
      'Please enter at least 3 characters.',
    );
  },
};

export const Pattern: Story = {
  args: {
    name: 'room',
    label: 'Room',
    rules: { pattern: { regex: /^[A-Z]-\d{3}$/, message: 'Use a room code such as B-204.' } },
  },
  parameters: { formValues: { room: 'room 4' } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Room' }),
      'Use a room code such as B-204.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { fullName: 'Ada Lovelace' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { fullName: 'Ada Lovelace' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(field, ' Byron');
    await expect(field).toHaveValue('Ada Lovelace');
  },
};

/**
 * Read-only beside filled: the read-only field has a dashed border on a faint tint (the theme's
 * look for every read-only field), so it does not pass for one that can be edited.
 */
export const ReadOnlyBesideFilled: Story = {
  parameters: { formValues: { fullName: 'Ada Lovelace', school: 'Hillside Academy' } },
  render: (args) => (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField {...args} />
      <TextField name="school" label="School" readOnly hint="Set by your school's administrator." />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('textbox', { name: 'School' })).toHaveAttribute('readonly');
  },
};
