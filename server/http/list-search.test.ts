/**
 * The lists' search (`q`) on GET /api/classes, /api/assignments and /api/students: every word in
 * one of the entity's texts, accents and case aside, LIKE's wildcards taken literally, paging and
 * totals of the matches only, over 100 characters refused, another teacher's rows never found;
 * and the database folds texts as searchFolded does.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchFolded } from '../../src/shared/list-query.ts';
import type { Assignment, Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Student } from '../../src/shared/api-types/students.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';
import { searchFoldedSql } from './list.ts';

const app = appWithTeachers({
  grace: 'grace@search.test',
  alan: 'alan@search.test',
  // Inès's rows carry the accents, so that Grace's totals above stay as they are.
  ines: 'ines@search.test',
});
const made: Record<string, SchoolClass> = {};

async function post<T>(client: Client, path: string, body: Record<string, unknown>) {
  const res = await client.post(path, body);
  expect(res.status).toBe(201);
  return json<T>(res);
}
const anAssignment = (classId: string, title: string) => ({
  title,
  classId,
  dueDate: '2026-12-01',
  maxPoints: '20',
  description: '',
});
const aStudent = (classId: string, firstName: string, lastName: string, studentNumber = '') => ({
  classId,
  firstName,
  lastName,
  studentNumber,
  notes: '',
});

/** The names a list answers for `q` (any other query too), and its total. */
async function found(client: Client, path: string, name: (row: never) => string) {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  const page = await json<Page<never>>(res);
  return { names: page.items.map(name), total: page.total };
}
const className = (c: SchoolClass) => c.name;
const title = (a: Assignment) => a.title;
const fullName = (s: Student) => `${s.firstName} ${s.lastName}`;
const q = (text: string) => encodeURIComponent(text);

beforeAll(async () => {
  for (const body of [
    aClass({ name: 'Algebra I', subject: 'math', room: 'B-204' }),
    aClass({ name: 'Algebra II', subject: 'math', room: 'C-12' }),
    aClass({ name: 'Year 7 Biology', subject: 'biology', room: 'L-3' }),
    aClass({ name: '100% Reading', subject: 'english', room: '' }),
    aClass({ name: 'Art_Studio', subject: 'art', room: 'A-1' }),
    aClass({ name: 'Back\\slash', subject: 'art', room: '' }),
    aClass({ name: 'Artisans', subject: 'art', room: '' }),
  ]) {
    const created = await post<SchoolClass>(app.grace, '/api/classes', body);
    made[created.name] = created;
  }
  // Alan's rows match every search below: none may ever be Grace's.
  const alansClass = await post<SchoolClass>(
    app.alan,
    '/api/classes',
    aClass({ name: 'Algebra 100% Art_Studio Back\\slash', room: 'B-204' }),
  );
  await post(
    app.alan,
    '/api/assignments',
    anAssignment(alansClass.id, 'Essay 100% Art_ Back\\slash'),
  );
  await post(app.alan, '/api/students', aStudent(alansClass.id, 'Ada', 'Lovelace', 'S-1815'));

  const algebra = made['Algebra I']!.id;
  const biology = made['Year 7 Biology']!.id;
  for (const [classId, text] of [
    [algebra, 'Essay: the water cycle'],
    [algebra, 'Fractions review'],
    [biology, 'Cell diagram'],
    [biology, '50% quiz'],
    [made['Art_Studio']!.id, 'Still life'],
  ] as const) {
    await post(app.grace, '/api/assignments', anAssignment(classId, text));
  }
  for (const [classId, first, last, number] of [
    [algebra, 'Ada', 'Lovelace', 'S-1815'],
    [algebra, 'Alan', 'Turing', 'S-1912'],
    [biology, 'Grace', 'Hopper', ''],
    [biology, 'Ada', 'Byron', 'X-7'],
  ] as const) {
    await post(app.grace, '/api/students', aStudent(classId, first, last, number));
  }
});

describe('GET /api/classes?q=', () => {
  it('finds by name, room or subject, case aside, every word required', async () => {
    expect(await found(app.grace, '/api/classes?q=algebra', className)).toEqual({
      names: ['Algebra I', 'Algebra II'],
      total: 2,
    });
    expect((await found(app.grace, '/api/classes?q=b-204', className)).names).toEqual([
      'Algebra I',
    ]);
    // "Mathematics" is the label of the subject "math", which no name or room holds.
    expect((await found(app.grace, '/api/classes?q=MATHEMATICS', className)).names).toEqual([
      'Algebra I',
      'Algebra II',
    ]);
    // Both words, each in a text of its own (name and room).
    expect(
      (await found(app.grace, `/api/classes?q=${q('  algebra   c-12 ')}`, className)).names,
    ).toEqual(['Algebra II']);
    expect((await found(app.grace, `/api/classes?q=${q('algebra year')}`, className)).total).toBe(
      0,
    );
  });

  it('finds nothing, saying so with a total of 0', async () => {
    expect(await found(app.grace, '/api/classes?q=chemistry', className)).toEqual({
      names: [],
      total: 0,
    });
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found(app.grace, `/api/classes?q=${q('%')}`, className)).names).toEqual([
      '100% Reading',
    ]);
    expect((await found(app.grace, '/api/classes?q=_', className)).names).toEqual(['Art_Studio']);
    // Unescaped, "art_s" would find "Artisans" too.
    expect((await found(app.grace, '/api/classes?q=art_s', className)).names).toEqual([
      'Art_Studio',
    ]);
    expect((await found(app.grace, `/api/classes?q=${q('\\')}`, className)).names).toEqual([
      'Back\\slash',
    ]);
  });

  it('pages and counts the matches only', async () => {
    const first = await found(app.grace, '/api/classes?q=art&pageSize=5&sort=name', className);
    // "Art" is a subject too: Art_Studio, Artisans and Back\slash are art classes.
    expect(first).toEqual({ names: ['Art_Studio', 'Artisans', 'Back\\slash'], total: 3 });
    const second = await found(
      app.grace,
      '/api/classes?q=a&pageSize=5&page=2&sort=name',
      className,
    );
    expect(second.total).toBe(7);
    expect(second.names).toEqual(['Back\\slash', 'Year 7 Biology']);
  });

  it('treats an empty or blank q as no search', async () => {
    expect((await found(app.grace, '/api/classes?q=', className)).total).toBe(7);
    expect((await found(app.grace, `/api/classes?q=${q('   ')}`, className)).total).toBe(7);
  });

  it('answers 400 for a search over 100 characters, and a NUL is only a space', async () => {
    const res = await app.grace.get(`/api/classes?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'bad_query',
      message: 'Some parameters need attention.',
      fields: { q: 'Please enter no more than 100 characters.' },
    });
    // 100 after trimming is allowed.
    expect((await app.grace.get(`/api/classes?q=${q(` ${'a'.repeat(100)} `)}`)).status).toBe(200);
    expect((await found(app.grace, '/api/classes?q=algebra%00ii', className)).names).toEqual([
      'Algebra II',
    ]);
  });

  it('never finds another teacher’s classes', async () => {
    expect((await found(app.alan, '/api/classes?q=algebra', className)).names).toEqual([
      'Algebra 100% Art_Studio Back\\slash',
    ]);
    expect((await found(app.grace, '/api/classes?q=slash', className)).names).toEqual([
      'Back\\slash',
    ]);
  });
});

describe('GET /api/assignments?q=', () => {
  it('finds by title or the class’s name, with the other filters', async () => {
    expect((await found(app.grace, '/api/assignments?q=ESSAY', title)).names).toEqual([
      'Essay: the water cycle',
    ]);
    expect(await found(app.grace, '/api/assignments?q=biology&sort=title', title)).toEqual({
      names: ['50% quiz', 'Cell diagram'],
      total: 2,
    });
    expect(
      (await found(app.grace, `/api/assignments?q=${q('review algebra')}`, title)).names,
    ).toEqual(['Fractions review']);
    // With a class filter: "quiz" is in Biology, not in Algebra I.
    const quizIn = (name: string) => `/api/assignments?q=quiz&classId=${made[name]!.id}`;
    expect((await found(app.grace, quizIn('Year 7 Biology'), title)).names).toEqual(['50% quiz']);
    expect((await found(app.grace, quizIn('Algebra I'), title)).total).toBe(0);
  });

  it('finds nothing, and takes wildcards literally', async () => {
    expect((await found(app.grace, '/api/assignments?q=poetry', title)).total).toBe(0);
    expect((await found(app.grace, `/api/assignments?q=${q('%')}`, title)).names).toEqual([
      '50% quiz',
    ]);
    // The class "Art_Studio" holds "Still life"; "t_s" unescaped would match "Essay: the" too.
    expect((await found(app.grace, '/api/assignments?q=t_s', title)).names).toEqual(['Still life']);
    expect((await found(app.grace, `/api/assignments?q=${q('\\')}`, title)).total).toBe(0);
  });

  it('pages the matches only', async () => {
    const path = '/api/assignments?q=algebra&pageSize=5&sort=title';
    expect(await found(app.grace, path, title)).toEqual({
      names: ['Essay: the water cycle', 'Fractions review'],
      total: 2,
    });
    expect(await found(app.grace, `${path}&page=2`, title)).toEqual({ names: [], total: 2 });
  });

  it('answers 400 over 100 characters, and never finds another teacher’s', async () => {
    const res = await app.grace.get(`/api/assignments?q=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await json<{ fields: unknown }>(res)).toMatchObject({
      error: 'bad_query',
      fields: { q: 'Please enter no more than 100 characters.' },
    });
    expect((await found(app.grace, `/api/assignments?q=${q('back\\slash')}`, title)).total).toBe(0);
    expect((await found(app.alan, '/api/assignments?q=essay', title)).names).toEqual([
      'Essay 100% Art_ Back\\slash',
    ]);
  });
});

describe('GET /api/students?q=', () => {
  it('finds by first name, last name or number, every word required', async () => {
    expect((await found(app.grace, '/api/students?q=ada', fullName)).names).toEqual([
      'Ada Byron',
      'Ada Lovelace',
    ]);
    expect((await found(app.grace, `/api/students?q=${q('ada love')}`, fullName)).names).toEqual([
      'Ada Lovelace',
    ]);
    expect((await found(app.grace, '/api/students?q=s-19', fullName)).names).toEqual([
      'Alan Turing',
    ]);
    expect(
      (await found(app.grace, `/api/students?q=a&classId=${made['Year 7 Biology']!.id}`, fullName))
        .total,
    ).toBe(2);
  });

  it('finds nothing, and takes wildcards literally', async () => {
    expect((await found(app.grace, '/api/students?q=curie', fullName)).total).toBe(0);
    // "_" unescaped is any one character: every student.
    expect((await found(app.grace, '/api/students?q=_', fullName)).total).toBe(0);
    expect((await found(app.grace, `/api/students?q=${q('%')}`, fullName)).total).toBe(0);
  });

  it('pages the matches only', async () => {
    expect(await found(app.grace, '/api/students?q=a&pageSize=5&page=1', fullName)).toEqual({
      names: ['Ada Byron', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing'],
      total: 4,
    });
  });

  it('answers 400 over 100 characters, and never finds another teacher’s', async () => {
    const res = await app.grace.get(`/api/students?q=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await json<{ fields: unknown }>(res)).toMatchObject({
      error: 'bad_query',
      fields: { q: 'Please enter no more than 100 characters.' },
    });
    expect((await found(app.alan, '/api/students?q=ada', fullName)).names).toEqual([
      'Ada Lovelace',
    ]);
    expect((await found(app.alan, '/api/students?q=turing', fullName)).total).toBe(0);
  });
});

describe('accents and case aside', () => {
  const ines: Record<string, SchoolClass> = {};
  beforeAll(async () => {
    for (const body of [
      aClass({ name: 'Français avancé', subject: 'languages', room: 'S-12' }),
      aClass({ name: 'Økologi', subject: 'biology', room: 'E-3' }),
      aClass({ name: 'Straße 100%', subject: 'geography', room: '' }),
    ]) {
      const created = await post<SchoolClass>(app.ines, '/api/classes', body);
      ines[created.name] = created;
    }
    for (const [name, text] of [
      ['Français avancé', 'Dictée : la forêt'],
      ['Økologi', 'Rapport'],
      ['Straße 100%', 'Übung 50%'],
    ] as const) {
      await post(app.ines, '/api/assignments', anAssignment(ines[name]!.id, text));
    }
    const french = ines['Français avancé']!.id;
    for (const [first, last] of [
      ['Zoë', 'Ødegård'],
      ['ZOE', 'MARTIN'],
      ['Jürgen', 'Straßmann'],
      ['Łukasz', 'Dvořák'],
      ['Ægir', 'Þórsson'],
      // Decomposed: "e" and a combining diaeresis, as pasted text may hold it.
      ['Noe\u0308l', 'Brontë'],
    ] as const) {
      await post(app.ines, '/api/students', aStudent(french, first, last));
    }
  });

  /** The names found for `q`, sorted (the order of accented names is the collation's). */
  const sorted = async (path: string, text: string, name: (row: never) => string) =>
    (await found(app.ines, `${path}?q=${q(text)}&pageSize=50`, name)).names.sort();

  it('finds students by first or last name, whichever way they are written', async () => {
    const students = (text: string) => sorted('/api/students', text, fullName);
    for (const text of ['zoe', 'ZOË', 'zoë', 'Zoe\u0308']) {
      expect(await students(text)).toEqual(['ZOE MARTIN', 'Zoë Ødegård']);
    }
    for (const text of ['jurgen', 'JÜRGEN', 'strassmann', 'straßmann', 'jurgen STRASS']) {
      expect(await students(text)).toEqual(['Jürgen Straßmann']);
    }
    for (const text of ['odegard', 'ØDEGÅRD', 'ødegard', 'zoe odegard']) {
      expect(await students(text)).toEqual(['Zoë Ødegård']);
    }
    expect(await students('lukasz dvorak')).toEqual(['Łukasz Dvořák']);
    expect(await students('aegir thorsson')).toEqual(['Ægir Þórsson']);
    // Stored as typed (decomposed), found by the composed word and without the accent.
    expect(await students('noël')).toEqual(['Noe\u0308l Brontë']);
    expect(await students('bronte')).toEqual(['Noe\u0308l Brontë']);
    // Umlauts are not written out: "juergen" is not "Jürgen".
    expect(await students('juergen')).toEqual([]);
    // Only Inès's: Grace has no Zoë.
    expect((await found(app.grace, '/api/students?q=zoe', fullName)).total).toBe(0);
  });

  it('finds classes by name, room or subject label, folded', async () => {
    const classes = (text: string) => sorted('/api/classes', text, className);
    expect(await classes('francais')).toEqual(['Français avancé']);
    expect(await classes('FRANÇAIS AVANCE')).toEqual(['Français avancé']);
    expect(await classes('okologi')).toEqual(['Økologi']);
    expect(await classes('okologi e-3')).toEqual(['Økologi']);
    expect(await classes('strasse')).toEqual(['Straße 100%']);
    // The subject's label, folded too: "BIOLÓGY" is Biology.
    expect(await classes('BIOLÓGY')).toEqual(['Økologi']);
  });

  it('finds assignments by title or class name, folded, wildcards still literal', async () => {
    const assignments = (text: string) => sorted('/api/assignments', text, title);
    expect(await assignments('dictee foret')).toEqual(['Dictée : la forêt']);
    expect(await assignments('ØKOLOGI')).toEqual(['Rapport']);
    expect(await assignments('ubung')).toEqual(['Übung 50%']);
    expect(await assignments('francais')).toEqual(['Dictée : la forêt']);
    // A "%" typed matches itself, after folding as before.
    expect(await assignments('%')).toEqual(['Übung 50%']);
    // Unescaped, "dict_e" would find the folded "dictee".
    expect(await assignments('dict_e')).toEqual([]);
    expect(await sorted('/api/classes', '0%', className)).toEqual(['Straße 100%']);
  });

  it('folds in the database as searchFolded folds in JS', async () => {
    // The test databases' ctype is C.UTF-8: lower() knows Cyrillic and Greek capitals there.
    const texts = [
      ...'Zoë ZOË Zoe\u0308 Ødegård Straße STRAẞE Cœur Þór Ægir Yıldız Łódź Đorđe'.split(' '),
      ...'Guðrún Ħamrun Nguyễn ОЛЕНА ΣΩΚΡΆΤΗΣ Σωκράτης İstanbul 100%_\\'.split(' '),
      ...Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)),
    ];
    const input = sql`unnest(${sql.param(texts)}::text[]) with ordinality as t(text, n)`;
    const result: unknown = await app.t.database.db.execute(
      sql`select ${searchFoldedSql(sql`text`)} as folded from ${input} order by n`,
    );
    const { rows } = result as { rows: { folded: string }[] };
    expect(rows.map((r) => r.folded)).toEqual(texts.map(searchFolded));
  });
});
