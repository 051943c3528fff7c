// Bad input gets a 4xx that names the problem, never a 500, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClass,
  signedInTeacher,
  teacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';

let t: TestApp;
let grace: Client;
beforeAll(async () => {
  t = await testApp();
  grace = await signedInTeacher(t, 'grace@bad-input.test');
});
afterAll(() => t.close());

const fieldsOf = async (res: Response) =>
  ((await res.json()) as { fields?: Record<string, string> }).fields ?? {};

describe('text with NUL bytes and other control characters', () => {
  it.each([
    ['a NUL byte', 'Alge\u0000bra'],
    ['an escape sequence', 'Algebra \u001b[2J'],
    ['a bell', 'Algebra\u0007'],
  ])('refuses %s in a class name, naming the field', async (_what, name) => {
    const res = await grace.post('/api/classes', aClass({ name }));
    expect(res.status).toBe(400);
    expect((await fieldsOf(res)).name).toMatch(/characters/);
  });

  it('refuses a NUL byte in sign-up fields and in a password', async () => {
    const res = await t.client().post('/api/auth/sign-up', {
      ...teacher,
      email: 'nul@bad-input.test',
      fullName: 'Grace\u0000',
      password: 'compile the\u0000ships log',
      confirmPassword: 'compile the\u0000ships log',
    });
    expect(res.status).toBe(400);
    const fields = await fieldsOf(res);
    expect(fields.fullName).toMatch(/characters/);
    expect(fields.password).toMatch(/characters/);
  });

  it('keeps line breaks and tabs where a multi-line text allows them', async () => {
    const made = (await (await grace.post('/api/classes', aClass({ name: 'Physics' }))).json()) as {
      id: string;
    };
    const res = await grace.post('/api/assignments', {
      title: 'Lab report',
      classId: made.id,
      dueDate: '2026-11-30',
      maxPoints: '10',
      description: 'Part 1:\n\tmeasure\r\nPart 2',
    });
    expect(res.status).toBe(201);
  });
});

describe('dates and ids of the wrong shape', () => {
  it.each(['', ' ', '2026-02-30', '2026-13-01', '26-11-01', '2026-11-01T00:00:00Z', '99999-01-01'])(
    'refuses the term start %j with a message under the field',
    async (termStarts) => {
      const res = await grace.post('/api/classes', aClass({ termStarts }));
      expect(res.status).toBe(400);
      expect((await fieldsOf(res)).termStarts).toBeTruthy();
    },
  );

  it.each([['1'], ['not-a-uuid'], ['00000000-0000-0000-0000-000000000000']])(
    'answers 400 or 404 for the class id %s, never 500',
    async (classId) => {
      const res = await grace.post('/api/assignments', {
        title: 'Essay',
        classId,
        dueDate: '2026-11-30',
        maxPoints: '10',
      });
      expect(res.status).toBe(400);
      expect((await fieldsOf(res)).classId).toBeTruthy();
    },
  );

  it.each([[123], [true], [['a']], [{ id: 'x' }], [null]])(
    'refuses a class id of the wrong type (%j), naming the field',
    async (classId) => {
      const res = await grace.post('/api/assignments', {
        title: 'Essay',
        classId,
        dueDate: '2026-11-30',
        maxPoints: '10',
      });
      expect(res.status).toBe(400);
      expect((await fieldsOf(res)).classId).toMatch(/required|Choose one of your classes/);
    },
  );
});
