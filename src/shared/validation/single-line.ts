import type { FieldRules } from './rules.ts';
import { messages } from './messages.ts';

/**
 * Messages for names and titles, in the catalogue's voice (the spec has no text for these). Kept
 * here, not in ./messages.ts, so that only the forms with such fields carry them.
 */
export const singleLineMessages = {
  oneLine: () => 'Please enter this on one line.',
  textDirection: () => 'Please remove the hidden text-direction characters.',
  visible: () => 'Please enter visible characters, or leave this empty.',
} as const;

/**
 * Line breaks and tabs (the other control characters have a message of their own, for every
 * field: ./parse.ts CONTROL_CHARACTERS).
 */
const CONTROL = /[\t\n\r\u0085\u2028\u2029]/u;
/** Bidirectional embedding, override and isolate controls, and the direction marks. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Text with nothing to see: spaces, and characters that are not drawn (zero-width …). */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}]*$/u;

/**
 * A name or a title (a rule's `check`): one line, without line breaks or tabs; no bidi controls
 * (a name that would reverse what is shown after it); and something visible, not only spaces
 * and zero-width characters (an invisible student). Joiners inside a name (ZWJ, ZWNJ) are fine.
 */
export function singleLine(text: string, rules: FieldRules): string | undefined {
  if (CONTROL.test(text)) return singleLineMessages.oneLine();
  if (BIDI.test(text)) return singleLineMessages.textDirection();
  if (INVISIBLE.test(text))
    return rules.required ? messages.required() : singleLineMessages.visible();
  return undefined;
}
