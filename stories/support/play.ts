import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Clicks the form's Save button, which shows every error at once. */
export async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
}

/** Focuses a field and leaves it with Tab: the field is now touched. */
export async function touch(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.tab();
}

/**
 * The field shows `message` the way a screen reader gets it: marked invalid, and the message
 * is the field's accessible description.
 */
export async function expectFieldError(field: HTMLElement, message: string | RegExp) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
}

export async function expectNoFieldError(field: HTMLElement) {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
}

/** Portals (menus, date popovers, toasts) render outside the story's root. */
export function screenOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}
