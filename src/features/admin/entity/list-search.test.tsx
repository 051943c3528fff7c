// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search';

/**
 * The field with the URL's search as `value`, changed by hand: the router shows a new URL in a
 * transition, so a test can hold a search back and let it arrive late, as a busy machine does.
 */
function setup(initial = '') {
  const onSearch = vi.fn<(text: string) => void>();
  const inputRef = createRef<HTMLInputElement>();
  const element = (value: string) => (
    <ListSearch
      label="Search classes"
      placeholder="Name or room"
      value={value}
      onSearch={onSearch}
      inputRef={inputRef}
    />
  );
  const view = render(element(initial));
  return {
    onSearch,
    field: screen.getByRole('searchbox', { name: 'Search classes' }),
    /** The URL now says `value`. */
    arrive: (value: string) => view.rerender(element(value)),
    user: userEvent.setup(),
  };
}

describe('ListSearch', () => {
  it('asks once typing pauses, and keeps what was typed after the ask when it arrives', async () => {
    const { onSearch, field, arrive, user } = setup();
    await user.type(field, 'a');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('a'));
    await user.type(field, 'rt');
    arrive('a');
    expect(field).toHaveValue('art');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('art'));
    arrive('art');
    expect(field).toHaveValue('art');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('stays empty after Escape when the search typed before it arrives late', async () => {
    const { onSearch, field, arrive, user } = setup();
    await user.type(field, 'art');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('art'));
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith('');
    arrive('art');
    expect(field).toHaveValue('');
    arrive('');
    expect(field).toHaveValue('');
    // Nothing asked again: the field and the URL agree.
    await new Promise((wait) => setTimeout(wait, 400));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('stays empty after the clear button, with focus in the field, whatever arrives late', async () => {
    const { onSearch, field, arrive, user } = setup();
    await user.type(field, 'art');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('art'));
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    arrive('art');
    expect(field).toHaveValue('');
    await new Promise((wait) => setTimeout(wait, 400));
    // While the URL still says "art", the empty field has asked for nothing new.
    expect(onSearch.mock.calls).toEqual([['art'], ['']]);
    arrive('');
    expect(field).toHaveValue('');
  });

  it('shows a search the URL gets on its own (back, a link), over what it said', async () => {
    const { onSearch, field, arrive, user } = setup('algebra');
    expect(field).toHaveValue('algebra');
    arrive('geo');
    expect(field).toHaveValue('geo');
    await user.type(field, 'x');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('geox'));
    // Another change from outside while its own search is on its way: the outside one wins.
    arrive('');
    expect(field).toHaveValue('');
    arrive('geox');
    expect(field).toHaveValue('geox');
  });
});
