import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../../src/components/form/password-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, submit, touch } from '../../support/play';

const meta = {
  title: 'Components/Form/PasswordField',
  component: PasswordField,
  decorators: [withForm],
  args: {
    name: 'password',
    label: 'Password',
    autoComplete: 'new-password',
    rules: { required: true, minLength: 12, maxLength: 128 },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

// A password input has no ARIA role; find it by its label, as a person would.
const passwordInput = (root: HTMLElement) =>
  within(root).getByLabelText(/^Password/, { selector: 'input' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Filled: Story = { parameters: { formValues: { password: 'correct horse battery' } } };

export const Shown: Story = {
  parameters: { formValues: { password: 'correct horse battery' } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByDisplayValue('correct horse battery')).toBeVisible();
  },
};

export const CapsLockOn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.click(input);
    await expect(canvas.queryByText('Caps Lock is on.')).toBeNull();
    await userEvent.keyboard('{CapsLock}A');
    await expect(input).toHaveAccessibleDescription('Caps Lock is on.');
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await touch(input);
    await expectFieldError(input, 'This field is required.');
  },
};

export const MinLength: Story = {
  parameters: { formValues: { password: 'short' } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(passwordInput(canvasElement), 'Please enter at least 12 characters.');
  },
};

export const MaxLength: Story = {
  parameters: { formValues: { password: 'x'.repeat(129) } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      passwordInput(canvasElement),
      'Please enter no more than 128 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { password: 'correct horse battery' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { password: 'correct horse battery' } },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'more');
    await expect(input).toHaveValue('correct horse battery');
  },
};
