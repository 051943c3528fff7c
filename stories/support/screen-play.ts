import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slow } from './route-story';

/** The story's whole document: screens, portals and toasts. */
export const page = (root: HTMLElement) => within(root.ownerDocument.body);

/** Waits for a lazy screen's heading. */
export async function screenReady(root: HTMLElement, heading: string) {
  await expect(await page(root).findByRole('heading', { name: heading }, slow)).toBeVisible();
}

/** Types into a field found by its label, as a person would. */
export async function typeInto(root: HTMLElement, label: RegExp | string, text: string) {
  const field = page(root).getByLabelText(label, { selector: 'input, textarea' });
  await userEvent.type(field, text);
  return field;
}

export async function press(root: HTMLElement, name: string) {
  await userEvent.click(page(root).getByRole('button', { name }));
}

/** The submit button shows progress and cannot be pressed again. */
export async function expectBusy(root: HTMLElement, name: string) {
  await waitFor(() => expect(page(root).getByRole('button', { name })).toBeDisabled());
}

/** A form-level message (wrong credentials, too many attempts). */
export async function expectFormAlert(root: HTMLElement, text: string | RegExp) {
  const alert = await page(root).findByText(text, {}, slow);
  await expect(alert.closest('[role="alert"]')).not.toBeNull();
}

/** An error toast, hovered so it stays for the screenshot. */
export async function expectErrorToast(root: HTMLElement, text: string | RegExp) {
  const toast = await page(root).findByText(text, {}, slow);
  await userEvent.hover(toast);
}
