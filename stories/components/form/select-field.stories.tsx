import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SelectField } from '../../../src/components/form/select-field';
import { withForm } from '../../support/form-harness';
import { expectFieldError, screenOf, submit } from '../../support/play';

const subjects = [
  { value: 'math', label: 'Mathematics' },
  { value: 'english', label: 'English' },
  { value: 'science', label: 'Science' },
  { value: 'history', label: 'History' },
] as const;

const meta = {
  title: 'Components/Form/SelectField',
  component: SelectField,
  decorators: [withForm],
  args: { name: 'subject', label: 'Subject', options: subjects, rules: { required: true } },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { parameters: { formValues: { subject: 'science' } } };

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Subject' }));
    const listbox = await screenOf(canvasElement).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(screenOf(canvasElement).getAllByRole('option')).toHaveLength(subjects.length);
  },
};

export const Choosing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await userEvent.click(select);
    await userEvent.click(await screenOf(canvasElement).findByRole('option', { name: 'History' }));
    await waitFor(() => expect(select).toHaveTextContent('History'));
  },
};

export const Required: Story = {
  play: async ({ canvas, canvasElement }) => {
    await submit(canvasElement);
    await expectFieldError(
      canvas.getByRole('combobox', { name: 'Subject' }),
      'This field is required.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { formValues: { subject: 'math' } },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { formValues: { subject: 'math' } },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(select);
    await expect(screenOf(canvasElement).queryByRole('listbox')).toBeNull();
  },
};
