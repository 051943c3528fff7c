// Audit events for what changes a class's children's records in bulk or removes them (issue 23):
// who, what and which ids, never a name.
import { describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Student } from '../../src/shared/api-types/students.ts';
import { aClass, appWithTeachers, json } from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@audit.test' });
const NAMES = ['Ødegård', 'Lovelace', 'Turing', 'Ada', 'Alan'];

/** The log lines written while `act` ran, parsed. */
async function logged(act: () => Promise<unknown>) {
  const from = app.t.logs.length;
  await act();
  const lines = app.t.logs.slice(from);
  for (const name of NAMES) expect(lines.join('\n')).not.toContain(name);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('audit events', () => {
  it('name the roster import, deletes and restores, and a marks import, by ids only', async () => {
    const cls = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
    const me = (await json<{ user: { id: string } }>(await app.grace.get('/api/auth/me'))).user;
    const imported = await logged(() =>
      app.grace.post('/api/students/import', {
        classId: cls.id,
        students: [
          { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1815' },
          { firstName: 'Alan', lastName: 'Turing' },
          { firstName: 'Ingrid', lastName: 'Ødegård' },
        ],
      }),
    );
    expect(imported).toContainEqual(
      expect.objectContaining({
        event: 'roster_imported',
        classId: cls.id,
        students: 3,
        userId: me.id,
      }),
    );

    const roster = await json<Page<Student>>(
      await app.grace.get(`/api/students?classId=${cls.id}`),
    );
    const ada = roster.items.find((s) => s.lastName === 'Lovelace')!;
    const gone = await logged(() => app.grace.delete(`/api/students/${ada.id}`));
    expect(gone).toContainEqual(
      expect.objectContaining({
        event: 'deleted',
        resource: 'students',
        id: ada.id,
        userId: me.id,
      }),
    );
    const back = await logged(() => app.grace.post(`/api/students/${ada.id}/restore`));
    expect(back).toContainEqual(
      expect.objectContaining({ event: 'restored', resource: 'students', id: ada.id }),
    );

    const assignment = await json<{ id: string }>(
      await app.grace.post('/api/assignments', {
        classId: cls.id,
        title: 'Essay',
        dueDate: '2026-11-20',
        maxPoints: '20',
        description: '',
      }),
    );
    const marks = await logged(() =>
      app.grace.post(`/api/markbook/${cls.id}/import`, {
        rows: [{ studentNumber: 'S-1815', values: { [assignment.id]: '18' } }],
      }),
    );
    expect(marks).toContainEqual(
      expect.objectContaining({ event: 'marks_imported', classId: cls.id, changes: 1 }),
    );

    const classGone = await logged(() => app.grace.delete(`/api/classes/${cls.id}`));
    expect(classGone).toContainEqual(
      expect.objectContaining({ event: 'deleted', resource: 'classes', id: cls.id }),
    );
    const classBack = await logged(() => app.grace.post(`/api/classes/${cls.id}/restore`));
    expect(classBack).toContainEqual(
      expect.objectContaining({ event: 'restored', resource: 'classes', id: cls.id }),
    );
  });
});
