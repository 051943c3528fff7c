/**
 * What a person types into a page rendered ahead of time before the app has taken it over: the
 * browser shows it, but hydration puts every field back to the value the app's state holds (the
 * empty one the page was rendered with). This keeps a note of each field changed until then
 * and, once hydrated, types it in again the way the browser would, so the form's state has it.
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
  };
}
