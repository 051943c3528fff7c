import type { RosterRow } from '../../../shared/schemas/students';
import { headerKey } from './roster-headers';

/**
 * OneRoster's users.csv (1.1 and 1.2, IMS Global): every person of the school's system, one per
 * row, by column name (sourcedId, status, enabledUser, role or roles, givenName, familyName,
 * identifier…). Only active, enabled students go on a roster; the rest are counted, by why.
 */
export interface LeftOut {
  /** People whose role is not student, by role (teacher, aide, parent…). */
  byRole: Record<string, number>;
  /** Students whose account is disabled (enabledUser false). */
  disabled: number;
  /** Students whose record is not active (status tobedeleted, inactive). */
  inactive: number;
}

export const ONE_ROSTER_NO_ROLES =
  'This OneRoster users.csv says nobody’s role, so students cannot be told from teachers. Import the OneRoster zip (with roles.csv), or a users.csv with a role column.';

/** Whether the columns are a OneRoster users.csv's. */
export const isOneRosterUsers = (headers: readonly string[]) => {
  const keys = new Set(headers.map(headerKey));
  return keys.has('sourcedid') && keys.has('givenname') && keys.has('familyname');
};

const listOf = (value: string | undefined) =>
  (value ?? '')
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter((r) => r !== '');

/**
 * OneRoster 1.2's roles.csv (userSourcedId, role, …): each user's roles, for a users.csv that
 * has no role column of its own.
 */
export function rolesOf(headers: readonly string[], records: readonly string[][]) {
  const keys = headers.map(headerKey);
  const user = keys.indexOf('usersourcedid');
  const role = keys.indexOf('role');
  const roles = new Map<string, string[]>();
  if (user < 0 || role < 0) return roles;
  for (const record of records) {
    const id = record[user] ?? '';
    roles.set(id, [...(roles.get(id) ?? []), ...listOf(record[role])]);
  }
  return roles;
}

/** A OneRoster users.csv's students, and who was left out. */
export function oneRosterStudents(
  headers: readonly string[],
  records: readonly string[][],
  roles?: ReadonlyMap<string, string[]>,
): { rows: RosterRow[]; leftOut: LeftOut } | { problem: string } {
  const keys = headers.map(headerKey);
  const column = (...names: string[]) => keys.findIndex((k) => names.includes(k));
  const [id, status, enabled, role] = [
    column('sourcedid'),
    column('status'),
    column('enableduser'),
    column('role', 'roles'),
  ];
  const [given, family, identifier] = [
    column('givenname'),
    column('familyname'),
    column('identifier'),
  ];
  if (role < 0 && !roles?.size) return { problem: ONE_ROSTER_NO_ROLES };
  const leftOut: LeftOut = { byRole: {}, disabled: 0, inactive: 0 };
  const rows: RosterRow[] = [];
  for (const record of records) {
    const cell = (index: number) => (index < 0 ? '' : (record[index] ?? '').trim());
    const its = role >= 0 ? listOf(cell(role)) : (roles?.get(cell(id)) ?? []);
    if (!its.includes('student')) {
      const named = its[0] ?? 'unknown';
      leftOut.byRole[named] = (leftOut.byRole[named] ?? 0) + 1;
    } else if (cell(enabled).toLowerCase() === 'false') leftOut.disabled += 1;
    else if (!['', 'active'].includes(cell(status).toLowerCase())) leftOut.inactive += 1;
    else
      rows.push({
        firstName: cell(given),
        lastName: cell(family),
        studentNumber: cell(identifier),
        notes: '',
      });
  }
  return { rows, leftOut };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Left out 5 people who are not students (2 teachers, …), and 1 disabled account." */
export function leftOutMessage(leftOut: LeftOut): string | undefined {
  const roles = Object.entries(leftOut.byRole).sort(([, a], [, b]) => b - a);
  const others = roles.reduce((sum, [, n]) => sum + n, 0);
  const parts = [
    others > 0 &&
      `${plural(others, 'person', 'people')} who ${others === 1 ? 'is not a student' : 'are not students'} (${roles
        .map(([r, n]) => plural(n, r))
        .join(', ')})`,
    leftOut.disabled > 0 && plural(leftOut.disabled, 'disabled account'),
    leftOut.inactive > 0 &&
      plural(leftOut.inactive, 'student no longer active', 'students no longer active'),
  ].filter((p) => p !== false);
  if (parts.length === 0) return undefined;
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `OneRoster file: only active students are imported. Left out: ${list}.`;
}
