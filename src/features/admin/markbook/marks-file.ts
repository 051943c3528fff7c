import type { RosterFile } from '../students/roster-file';

/** As large as a roster file may be: a class's marks are a few kB. */
const MAX_BYTES = 256 * 1024;

export const MARKS_TOO_BIG = 'This file is too big for a class’s marks (at most 256 KB).';
export const NOT_CSV =
  'This file is a zip, not a CSV: save the marks from the spreadsheet as CSV, then choose that file.';

/**
 * The roster importer's file reader, with its encoding detector: loaded when a file is chosen,
 * not before (the same chunk the roster import loads).
 */
const fileReader = () => import('../students/roster-file');

/**
 * A marks file's bytes as text, read as the roster importer reads a CSV (its byte-order mark,
 * else UTF-8, else the detector's guess, which the teacher confirms when it is unsure). A zip
 * is refused here: the roster's reader would look for a OneRoster package in it.
 */
export async function readMarksFile(file: File): Promise<RosterFile | { problem: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return { problem: NOT_CSV };
  if (bytes.length > MAX_BYTES) return { problem: MARKS_TOO_BIG };
  const { readRosterBytes } = await fileReader();
  return readRosterBytes(file.name, bytes);
}

/** The same file read again in the encoding the teacher chose. */
export async function readMarksAgain(file: RosterFile, encoding: string): Promise<RosterFile> {
  const { readAgain } = await fileReader();
  return readAgain(file, encoding);
}
