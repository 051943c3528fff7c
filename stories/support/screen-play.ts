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

/**
 * Told to wait (429): the form's alert counts down (`clock`, frozen in stories), screen readers
 * hear the wait once in words (`spoken`), and the submit button stays disabled until then.
 */
export async function expectToWait(
  root: HTMLElement,
  { clock, spoken, button }: { clock: string; spoken: string; button: string },
) {
  const alert = await page(root).findByRole('alert', {}, slow);
  await expect(alert).toHaveTextContent(`Too many attempts. Please try again in ${clock}`);
  await expect(within(alert).getByText(spoken)).toBeInTheDocument();
  await expect(within(alert).getByText(clock)).toHaveAttribute('aria-hidden', 'true');
  await expect(page(root).getByRole('button', { name: button })).toBeDisabled();
}

/** An error toast, hovered so it stays for the screenshot. */
export async function expectErrorToast(root: HTMLElement, text: string | RegExp) {
  const toast = await page(root).findByText(text, {}, slow);
  await userEvent.hover(toast);
}

/** Types a date into a date field (a group of month, day and year sections) by its label. */
export async function typeDate(root: HTMLElement, label: string, digits: string) {
  const group = page(root).getByRole('group', { name: label });
  await userEvent.click(within(group).getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard(digits);
  await userEvent.tab();
  return group;
}

/** The open dialog named `name`. */
export async function dialogNamed(root: HTMLElement, name: string | RegExp) {
  const dialog = await page(root).findByRole('dialog', { name }, slow);
  return within(dialog);
}

/** True at phone widths, where lists are cards and dialogs fill the screen. */
export const isPhone = (root: HTMLElement) => root.ownerDocument.defaultView!.innerWidth < 900;

/** What `page()` and `dialogNamed()` give: queries bound to an element. */
export type Scope = ReturnType<typeof page>;
