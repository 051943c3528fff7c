import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SampleForm } from './sample-form';
import { screenOf } from '../../support/play';
import type { ClassFormValues } from '../../../src/shared/schemas/classes';
import { holdForever } from '../../../src/testing/hold';

const filled: ClassFormValues = {
  name: 'Year 7 Science',
  subject: 'science',
  grade: '7',
  room: 'B-204',
  termStarts: '2026-09-01',
  termEnds: '2027-06-30',
};

const meta = {
  title: 'Components/Form/SampleForm',
  component: SampleForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const createButton = (root: HTMLElement) =>
  screenOf(root).getByRole('button', { name: 'Create class' });

export const Idle: Story = {};

export const Filled: Story = { args: { defaultValues: filled } };

/** Submitting an empty form shows every error at once and moves focus to the first. */
export const AllErrorsOnSubmit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('This field is required.');
    // Name, subject, grade and both term dates.
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(5);
  },
};

/** Bad values, each with the catalogue's message under its field. */
export const InvalidValues: Story = {
  args: {
    defaultValues: {
      ...filled,
      name: 'x'.repeat(61),
      grade: '13',
      room: 'b204',
      termEnds: '2027-09-02',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    for (const message of [
      'Please enter no more than 60 characters.',
      'Please enter a value less than or equal to 12.',
      'Use a room code such as B-204.',
      'Please enter a date less than or equal to 9/1/27.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('/api/sample', async () => {
        calls += 1;
        (window as { __sampleCalls?: number }).__sampleCalls = calls;
        await holdForever();
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const button = createButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    // The first send has reached the server (the button is disabled as the send starts, the
    // request arrives a moment later: asserting before it did was flaky under load).
    const calls = () => (window as { __sampleCalls?: number }).__sampleCalls;
    await waitFor(() => expect(calls()).toBe(1));
    // Enter in a field cannot send it a second time: no second request arrives in the time
    // the first one took and more.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '{enter}', {
      skipClick: true,
    });
    await new Promise((wait) => setTimeout(wait, 300));
    await expect(calls()).toBe(1);
  },
};

export const Saved: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(http.post('/api/sample', () => HttpResponse.json({ id: 'c1' }, { status: 201 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const status = await screenOf(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Year 7 Science created.');
    await userEvent.hover(status);
  },
};

/** A 400 names the fields; the form shows the server's messages under the same fields. */
export const RejectedByServer: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/sample', () =>
        HttpResponse.json(
          {
            error: 'validation',
            fields: {
              name: 'Please enter no more than 60 characters.',
              grade: 'Please enter a value less than or equal to 12.',
            },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Please enter no more than 60 characters.'),
    );
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('spinbutton', { name: /Grade/ })).toHaveAccessibleDescription(
      'Please enter a value less than or equal to 12.',
    );
    // Nothing typed is lost.
    await expect(name).toHaveValue('Year 7 Science');
  },
};

export const Offline: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(http.post('/api/sample', () => HttpResponse.error()));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const alert = await screenOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Could not reach Lectern.');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Year 7 Science');
    await expect(createButton(canvasElement)).toBeEnabled();
    await userEvent.hover(alert);
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(http.post('/api/sample', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(createButton(canvasElement));
    const alert = await screenOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your entries are still here');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Year 7 Science');
    await userEvent.hover(alert);
  },
};
