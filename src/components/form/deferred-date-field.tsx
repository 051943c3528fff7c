import Event from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useWatch } from 'react-hook-form';
import type { DateFieldProps } from './date-field';
import { TextField } from './text-field';

const loadDateField = () => import('./date-field').then((m) => m.DateField);

/** A key that types a character (not a shortcut, not Tab or an arrow). */
const typesCharacter = (event: ReactKeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/** A part of the picker that takes typing (jsdom has no `isContentEditable`, hence both). */
const editable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  (element.isContentEditable || element.getAttribute('contenteditable') === 'true');

const nextFrame = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/**
 * Types `keys` into the picker's focused part as the browser would have: the key goes down
 * and, unless the picker took it (a separator moving to the next part), its character goes in.
 * Stops when focus leaves the picker (the person has moved on). The picker reads what a part
 * holds on its `input` event (MUI X's accessible field), so this is the path a real key takes.
 */
async function typeInto(
  root: HTMLElement,
  keys: string[],
  sending: { current: boolean },
): Promise<void> {
  // The picker focuses its first part as it appears: a few frames at most.
  for (let frames = 0; frames < 20; frames += 1) {
    if (root.contains(document.activeElement) && editable(document.activeElement)) break;
    await nextFrame();
  }
  while (keys.length > 0) {
    const key = keys.shift()!;
    const target = document.activeElement;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    sending.current = true;
    try {
      const down = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      if (target.dispatchEvent(down) && editable(target)) {
        target.textContent = key;
        target.dispatchEvent(
          new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }),
        );
      }
    } finally {
      sending.current = false;
    }
    await nextFrame();
  }
}

/**
 * A date field whose picker (MUI X's and dayjs, ~75 kB gzip) is fetched when the field is
 * first used, not with the page: the sign-up page's "Teaching since", optional and often left
 * empty. Until then it is an empty outlined field with the same label, hint and calendar button;
 * focused, pressed or clicked, it fetches the picker and becomes it, focus and all (ADR 024);
 * keys typed before it is here are typed into it when it comes.
 * A value already there (a draft put back) shows the picker at once.
 */
export function DeferredDateField(props: DateFieldProps) {
  const value: unknown = useWatch({ name: props.name });
  const [Picker, setPicker] = useState<ComponentType<DateFieldProps> | null>(null);
  const [used, setUsed] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadDateField().then((field) => setPicker(() => field));
  };
  const use = () => {
    if (!used) setUsed(true);
    load();
  };
  const empty = value === null || value === undefined || value === '';
  useEffect(() => {
    if (!empty) load();
  });

  // Keys typed before the picker is here (a slow phone or network): kept, then typed into it
  // in order, and any typed while that happens join the end. Nothing typed is lost.
  const root = useRef<HTMLDivElement>(null);
  const waiting = useRef<string[]>([]);
  const sending = useRef(false);
  const [typing, setTyping] = useState(false);
  const keep = (event: ReactKeyboardEvent) => {
    if (sending.current || (Picker && !typing)) return;
    if (typesCharacter(event)) {
      event.preventDefault();
      waiting.current.push(event.key);
    } else if (event.key === 'Backspace' && !Picker && waiting.current.length > 0) {
      event.preventDefault();
      waiting.current.pop();
    }
  };
  useEffect(() => {
    if (!Picker || waiting.current.length === 0 || !root.current) return;
    setTyping(true);
    void typeInto(root.current, waiting.current, sending).finally(() => {
      waiting.current = [];
      setTyping(false);
    });
  }, [Picker]);

  return (
    <Box ref={root} onFocus={use} onPointerDown={use} onKeyDownCapture={keep}>
      {Picker ? (
        <Picker {...props} takeFocus={used && empty} />
      ) : (
        <TextField
          name={props.name}
          rules={props.rules}
          deps={props.deps}
          label={props.label}
          hint={props.hint}
          disabled={props.disabled}
          // Not a text to edit: what is typed is kept for the picker, which takes focus as soon
          // as it is here.
          htmlInput={{ readOnly: true }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Choose date" disabled={props.disabled}>
                <Event />
              </IconButton>
            </InputAdornment>
          }
        />
      )}
    </Box>
  );
}
