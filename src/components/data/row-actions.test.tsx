// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './row-actions';

describe('a row’s actions in a menu (phone cards)', () => {
  it('runs the chosen action once the menu has closed, with focus back on its button', async () => {
    const onEdit = vi.fn(() => document.activeElement);
    const onDelete = vi.fn();
    render(<RowActions name="Algebra I" menu onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Actions for Algebra I' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Algebra I' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    // Where focus was when the action ran: where a dialog it opens will return it.
    expect(onEdit.mock.results[0]!.value).toBe(more);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('closed without a choice, does nothing', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions name="Algebra I" menu onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Algebra I' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe('a row’s actions in a table', () => {
  it('are two buttons named after the row', async () => {
    const onDelete = vi.fn();
    render(<RowActions name="Algebra I" onEdit={vi.fn()} onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: 'Edit Algebra I' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Algebra I' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
