// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredDateField } from './deferred-date-field';
import { Form, useAppForm } from './form';

function Harness({ since, children }: { since: string | null; children: ReactNode }) {
  const form = useAppForm<Record<string, unknown>>({ since });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {children}
    </Form>
  );
}

const field = <DeferredDateField name="since" label="Teaching since" hint="Optional." />;

describe('DeferredDateField', () => {
  it('is a plain empty field until used, then the picker, its first part focused', async () => {
    render(<Harness since={null}>{field}</Harness>);
    const resting = screen.getByRole('textbox', { name: 'Teaching since' });
    expect(screen.queryByRole('group', { name: 'Teaching since' })).toBeNull();
    expect(resting).toHaveAccessibleDescription('Optional.');
    // Still the plain field a moment later: nothing fetches the picker unasked.
    await new Promise((wait) => setTimeout(wait, 50));
    expect(screen.queryByRole('group', { name: 'Teaching since' })).toBeNull();

    await userEvent.click(resting);
    const picker = await screen.findByRole('group', { name: 'Teaching since' });
    await waitFor(() => expect(within(picker).getAllByRole('spinbutton')[0]).toHaveFocus());
  });

  it('is the picker at once when the form already holds a date (a draft put back)', async () => {
    render(<Harness since="2012-09-03">{field}</Harness>);
    const picker = await screen.findByRole('group', { name: 'Teaching since' });
    expect(within(picker).getByRole('spinbutton', { name: 'Year' })).toHaveTextContent('2012');
    // Nobody asked for it: focus stays where it was.
    expect(picker.contains(document.activeElement)).toBe(false);
  });
});
