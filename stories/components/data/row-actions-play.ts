import { userEvent, within } from 'storybook/test';
import { slow } from '../../support/route-story';
import { isPhone, page } from '../../support/screen-play';

/**
 * The control a row's actions start from: its Edit button in a table, its "Actions for …" menu
 * button on a phone card. Focus returns there when a dialog the row opened closes.
 */
export const rowHandle = (root: HTMLElement, name: string) =>
  isPhone(root) ? `Actions for ${name}` : `Edit ${name}`;

/** A row's Edit or Delete, as a person reaches it: a button in the table, the card's menu on phones. */
export async function rowAction(root: HTMLElement, action: 'Edit' | 'Delete', name: string) {
  const p = page(root);
  if (isPhone(root)) {
    await userEvent.click(await p.findByRole('button', { name: `Actions for ${name}` }, slow));
    await userEvent.click(await p.findByRole('menuitem', { name: `${action} ${name}` }));
  } else {
    await userEvent.click(await p.findByRole('button', { name: `${action} ${name}` }, slow));
  }
}

/**
 * Deletes a row as a person does: its Delete, then Delete in the question "Delete ‹name›?".
 * Returns the question, which stays open while the delete runs (and after it failed).
 */
export async function confirmDelete(root: HTMLElement, name: string) {
  await rowAction(root, 'Delete', name);
  const confirm = await page(root).findByRole('alertdialog', { name: `Delete ${name}?` });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  return confirm;
}
