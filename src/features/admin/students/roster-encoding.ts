import { analyse } from 'chardet';

// The detector is loaded with this module, only when a file is chosen (roster-import.tsx).

/** What the detector calls an encoding, as TextDecoder knows it (ISO-8859-1 is read as 1252). */
const DETECTED: Record<string, string> = {
  'ISO-8859-1': 'windows-1252',
  'ISO-8859-2': 'windows-1250',
  'ISO-8859-9': 'windows-1254',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
};

/**
 * How sure the detector must be to read a file without asking. chardet scores a single-byte
 * guess (0–100) by how typical its letter pairs are of a language; a roster is too short for a
 * high score. Measured on rosters of 3–6 names in de, fr, es, sv, da, nl (Windows-1252), pl and
 * cs (1250) and ru (1251): the right family came first whenever its score was ≥ 25 and led the
 * next family by ≥ 10 (de 37/21, fr 27/11, pl 51/20, ru 31/18, nl 93/32); below that it was a
 * coin toss (es 16/16, sv 18/10, da 24/14), so Lectern asks.
 */
export const SURE = { score: 25, lead: 10 };

export interface Decoded {
  text: string;
  /** The TextDecoder label it was read with. */
  encoding: string;
  /** False when the detector was unsure: the teacher is asked to check the names. */
  sure: boolean;
  /** Why, when the text has characters that could not be read (U+FFFD, C1 controls). */
  unreadable: boolean;
}

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/**
 * A character a correct reading never gives: the replacement character (a byte sequence the
 * encoding has no letter for) or a C1 control (Windows-1252's five unused bytes read as such).
 */
const UNREADABLE = /[\uFFFD\u0080-\u009F]/;

const read = (bytes: Uint8Array, encoding: string, sure: boolean): Decoded => {
  // TextDecoder drops a byte-order mark of its own encoding.
  const text = new TextDecoder(encoding).decode(bytes);
  return { text, encoding, sure, unreadable: UNREADABLE.test(text) };
};

/** A label TextDecoder accepts, or undefined. */
const decodable = (label: string) => {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
};

/**
 * A file's bytes as text: in the encoding the teacher chose; else by its byte-order mark; else as
 * UTF-8 when the bytes are valid UTF-8 (text in a legacy encoding with any accented letter
 * almost never is); else as the detector's guess, sure only as SURE says.
 */
export function decodeRoster(bytes: Uint8Array, chosen?: string): Decoded {
  if (chosen) return read(bytes, chosen, true);
  const bom = BOMS.find(([mark]) => mark.every((byte, i) => bytes[i] === byte));
  if (bom) return read(bytes, bom[1], true);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text, encoding: 'utf-8', sure: true, unreadable: text.includes('\uFFFD') };
  } catch {
    // Not UTF-8: the detector's turn.
  }
  const guesses: { label: string; confidence: number }[] = [];
  for (const match of analyse(bytes)) {
    const label = decodable(DETECTED[match.name] ?? match.name.toLowerCase());
    if (label && label !== 'utf-8' && !guesses.some((g) => g.label === label))
      guesses.push({ label, confidence: match.confidence });
  }
  const [best, next] = guesses;
  if (!best) return read(bytes, 'windows-1252', false);
  const sure =
    best.confidence >= SURE.score && best.confidence - (next?.confidence ?? 0) >= SURE.lead;
  return read(bytes, best.label, sure);
}
