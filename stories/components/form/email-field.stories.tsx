import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EmailField } from '../../../src/components/form/email-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, expectNoFieldError, submit, touch } from '../../support/play';

const meta = {
  title: 'Components/Form/EmailField',
  component: EmailField,
  decorators: [withForm],
  args: { name: 'email', label: 'Email', rules: { required: true, email: true, maxLength: 254 } },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
  },
};

export const Filled: Story = { parameters: { formValues: { email: 'ada@school.org' } } };

export const Required: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await touch(field);
    await expectFieldError(field, 'This field is required.');
  },
};

/** Left with an address that has no top-level domain: the catalogue's message shows. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'ada@school');
    await userEvent.tab();
    await expect(field).toHaveValue('ada@school');
    await expectFieldError(field, 'Please enter a valid email address.');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};

/** The message goes as soon as the address is valid. */
export const InvalidEmailCorrected: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'ada@school');
    await userEvent.tab();
    await expectFieldError(field, 'Please enter a valid email address.');
    await userEvent.type(field, '.org');
    await expect(field).toHaveValue('ada@school.org');
    await expectNoFieldError(field);
    await expect(canvas.queryByText('Please enter a valid email address.')).toBeNull();
  },
  // The same picture as Filled (a valid address): this story is for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const MaxLength: Story = {
  parameters: { formValues: { email: `${'a'.repeat(250)}@x.org` } },
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Email' }),
      'Please enter no more than 254 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { email: 'ada@school.org' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { email: 'ada@school.org' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  },
};
