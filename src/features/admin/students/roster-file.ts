import { unzipSync } from 'fflate';
import { decodeRoster, type Decoded } from './roster-encoding';
import { readTable } from './roster-csv';
import { rolesOf } from './roster-oneroster';

/** The largest CSV read (a class's roster is a few kB; a school's users.csv a few hundred). */
export const MAX_CSV_BYTES = 256 * 1024;
/** The largest zip read, and the most any one file in it may unpack to (a zip bomb stops here). */
export const MAX_ZIP_BYTES = 2 * 1024 * 1024;
const MAX_UNZIPPED_BYTES = 4 * 1024 * 1024;

export const CSV_TOO_BIG = 'This file is too big for a roster (at most 256 KB).';
export const ZIP_TOO_BIG = 'This zip is too big for a roster (at most 2 MB).';
export const NOT_ONE_ROSTER =
  'This zip has no users.csv: Lectern reads a OneRoster zip (manifest.csv and users.csv), or a CSV file.';
export const ZIP_UNREADABLE =
  'This zip could not be opened: it may be damaged. Try the CSV inside it.';

/** A file read for the import: its text, how it was decoded, and a OneRoster package's roles. */
export interface RosterFile {
  name: string;
  text: string;
  decoded: Decoded;
  /** The bytes, to read again in another encoding (a CSV's; a zip's users.csv). */
  bytes: Uint8Array;
  /** From a OneRoster zip: the package's version (manifest.csv) and its roles.csv, if any. */
  oneRoster?: { version?: string; roles: Map<string, string[]> };
}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const baseName = (path: string) => path.split('/').at(-1)!.toLowerCase();

/** A OneRoster zip's users.csv, with manifest.csv's version and roles.csv's roles. */
function readOneRosterZip(name: string, bytes: Uint8Array): RosterFile | { problem: string } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) =>
        ['users.csv', 'roles.csv', 'manifest.csv'].includes(baseName(file.name)) &&
        file.originalSize <= MAX_UNZIPPED_BYTES,
    });
  } catch {
    return { problem: ZIP_UNREADABLE };
  }
  const file = (wanted: string) =>
    Object.entries(files).find(([path]) => baseName(path) === wanted)?.[1];
  const users = file('users.csv');
  if (!users) return { problem: NOT_ONE_ROSTER };
  const manifest = file('manifest.csv');
  const roles = file('roles.csv');
  const version =
    manifest &&
    readTable(decodeRoster(manifest).text).records.find(
      ([property]) => property === 'oneroster.version',
    )?.[1];
  const rolesTable = roles && readTable(decodeRoster(roles).text);
  const decoded = decodeRoster(users);
  return {
    name,
    text: decoded.text,
    decoded,
    bytes: users,
    oneRoster: {
      ...(version ? { version } : {}),
      roles: rolesTable
        ? rolesOf(rolesTable.headers, rolesTable.records)
        : new Map<string, string[]>(),
    },
  };
}

/**
 * A roster file's bytes read for the import: a zip as a OneRoster package, anything else as a
 * CSV in the encoding it was saved in (decodeRoster).
 */
export function readRosterBytes(name: string, bytes: Uint8Array): RosterFile | { problem: string } {
  if (isZip(bytes))
    return bytes.length > MAX_ZIP_BYTES ? { problem: ZIP_TOO_BIG } : readOneRosterZip(name, bytes);
  if (bytes.length > MAX_CSV_BYTES) return { problem: CSV_TOO_BIG };
  const decoded = decodeRoster(bytes);
  return { name, text: decoded.text, decoded, bytes };
}

/** The same file read again in the encoding the teacher chose. */
export const readAgain = (file: RosterFile, encoding: string): RosterFile => {
  const decoded = decodeRoster(file.bytes, encoding);
  return { ...file, text: decoded.text, decoded };
};
