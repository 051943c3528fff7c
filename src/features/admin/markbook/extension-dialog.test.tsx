// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatShortDate } from '../../../shared/validation/short-date';
import { EMPTY } from './cell-values';
import { ExtensionDialog } from './extension-dialog';

// Worksheet 1 was due on 2 November 2026; the class's term ends on 29 January 2027.
const bounds = { starts: '2026-11-02', ends: '2027-01-29' };
const target = { assignmentId: 'a1', studentId: 's1', label: 'Amara Abbott, Worksheet 1' };

function open(dueDate = '') {
  const onSave = vi.fn<(dueDate: string) => void>();
  const onClose = vi.fn();
  render(
    <ExtensionDialog
      target={target}
      values={{ ...EMPTY, dueDate }}
      bounds={bounds}
      shortDate={(iso) => formatShortDate(iso, 'en-US')}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: `Extension: ${target.label}` }));
  return { dialog, onSave, onClose, user: userEvent.setup() };
}

/** Types the day into the date field's parts, month first (en-US), and leaves the field. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const group = screen.getByRole('group', { name: /Own due date/ });
  await user.click(within(group).getByRole('spinbutton', { name: 'Month' }));
  await user.keyboard(digits);
  await user.tab();
  return group;
}

// jsdom lays nothing out: the form scrolls the first invalid field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('ExtensionDialog', () => {
  it('says the bounds, and refuses a day before the assignment’s due date with the catalogue’s message', async () => {
    const { dialog, onSave, user } = open();
    const group = screen.getByRole('group', { name: /Own due date/ });
    expect(group).toHaveAccessibleDescription(
      'From 11/2/26 to 1/29/27. Missing and late follow this date for this student.',
    );
    await typeDay(user, '11012026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Please enter a date greater than or equal to 11/2/26.',
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a day after the term’s end, and no day at all', async () => {
    const { dialog, onSave, user } = open();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('group', { name: /Own due date/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription('This field is required.'));
    await typeDay(user, '01302027');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Please enter a date less than or equal to 1/29/27.',
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a day within the bounds, and closes', async () => {
    const { dialog, onSave, onClose, user } = open();
    await typeDay(user, '11202026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2026-11-20'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows an extension given before, and removes it', async () => {
    const { dialog, onSave, user } = open('2026-11-20');
    const group = screen.getByRole('group', { name: /Own due date/ });
    expect(within(group).getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('20');
    await user.click(dialog.getByRole('button', { name: 'Remove extension' }));
    expect(onSave).toHaveBeenCalledWith('');
  });
});
