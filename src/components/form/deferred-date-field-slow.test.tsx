// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DeferredDateField } from './deferred-date-field';
import { Form, useAppForm } from './form';

// The picker's code arrives only when the test says: a slow phone or network, held still.
const slow = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open: () => open() };
});
vi.mock('./date-field', async (importOriginal) => {
  await slow.gate;
  return importOriginal();
});

function Value() {
  const since: unknown = useWatch({ name: 'since' });
  return <output aria-label="value">{String(since)}</output>;
}

function Harness({ children }: { children: ReactNode }) {
  const form = useAppForm<Record<string, unknown>>({ since: null });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {children}
      <Value />
    </Form>
  );
}

describe('DeferredDateField, its picker slow to come', () => {
  it('keeps every key typed before the picker is here, and types them into it', async () => {
    render(
      <Harness>
        <DeferredDateField name="since" label="Teaching since" hint="Optional." />
      </Harness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Teaching since' }));
    // At once, before the code has come: a slip corrected on the way.
    await user.keyboard('0931{Backspace}{Backspace}032012');
    expect(screen.queryByRole('group', { name: 'Teaching since' })).toBeNull();
    slow.open();

    // Its code is large: loading it in a test takes seconds on a busy machine.
    const picker = await screen.findByRole(
      'group',
      { name: 'Teaching since' },
      { timeout: 20_000 },
    );
    await waitFor(
      () =>
        expect(within(picker).getByRole('spinbutton', { name: 'Year' })).toHaveTextContent('2012'),
      { timeout: 5000 },
    );
    expect(within(picker).getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('09');
    expect(within(picker).getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('03');
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('2012-09-03');
  });
});
