/** What the page's starter (scripts/build.mjs) noted before the app was there. */
interface EarlyActions {
  /** A form someone tried to send. */
  form: HTMLFormElement | null;
  /** The last other button pressed (a menu's, the navigation's): it did nothing then. */
  button: HTMLButtonElement | null;
  /** Set once the app has taken over: the starter notes nothing more. */
  done: boolean;
}

/**
 * What a person does on a page rendered ahead of time before the app has taken it over. The
 * browser shows what they type, but hydration puts every field back to the value the app's
 * state holds (the empty one the page was rendered with); and the form cannot be sent yet (its
 * button is a plain one until then, src/components/form/submit-button.tsx). This keeps a note
 * of each field changed and of a form someone tried to send (its button pressed, Enter in a
 * field) and, once hydrated, types the values in again the way the browser would, so the form's
 * state has them, then sends that form. (The starter, which runs before the app arrives, notes
 * the form: scripts/build.mjs.)
 */
export function keepTypedBeforeHydration(root: HTMLElement): () => void {
  const typed = new Map<HTMLInputElement, string | boolean>();
  const note = (input: HTMLInputElement) =>
    typed.set(input, input.type === 'checkbox' ? input.checked : input.value);
  for (const input of root.querySelectorAll('input')) {
    const changed =
      input.type === 'checkbox'
        ? input.checked !== input.defaultChecked
        : input.value !== input.defaultValue;
    if (changed) note(input);
  }

  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && root.contains(event.target)) note(event.target);
  };
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);

  return function typeAgain() {
    document.removeEventListener('input', onChange, true);
    document.removeEventListener('change', onChange, true);
    for (const [input, value] of typed) {
      if (!input.isConnected) continue;
      // React acts on a change from the value it last saw: it is first shown the other value
      // (through the element's own setter, which React watches), then the typed one arrives
      // as typing brings it (the prototype's setter and an input event, or a click).
      if (typeof value === 'boolean') {
        input.checked = !value;
        input.click();
      } else {
        input.value = value === '' ? ' ' : '';
        Reflect.set(HTMLInputElement.prototype, 'value', value, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    typed.clear();
    // A field focused before the app was there (Tab on a slow phone): React saw no focus event,
    // so its field would never say it is focused. Told now, as the browser would have.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      focused.dispatchEvent(new FocusEvent('focus'));
    }
    const early = (window as { __lecternEarly?: EarlyActions }).__lecternEarly;
    const form = early?.form;
    if (early) early.done = true;
    // In a task of its own, after the render that makes the button a submit button.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    // A button pressed early is pressed now, once: its menu opens, its drawer slides in.
    const button = early?.button;
    if (!form && button)
      setTimeout(() => {
        if (button.isConnected && !button.disabled) button.click();
      }, 0);
  };
}
