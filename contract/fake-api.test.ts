/**
 * The stories' and unit tests' fake API (src/testing/fake-api.ts) against the real server: one
 * table of requests, run in order against both from the same empty start and the same clock;
 * every answer must be the same (status and body, ids compared by the order they appeared in).
 * A request the fake answers differently from the server (a filter it ignores, a check it
 * skips, a message of its own) fails here, naming the step. Every resource's common rows are
 * generated from its definition (./steps.ts); only what is an entity's own is written out
 * (./entity-steps.ts), then the account's (./account-steps.ts).
 */
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  START,
  signedInTeacher,
  teacher as signUpForm,
  testApp,
  type Client,
  type TestApp,
} from '../server/testing/test-app.ts';
import { fakeAdminApi } from '../src/testing/fake-api.ts';
import { fakeAccountApi } from '../src/testing/fake-account-api.ts';
import { UNKNOWN_DEVICE } from '../server/account/sign-ins.ts';
import type { User } from '../src/shared/api-types/auth.ts';
import { accountSteps } from './account-steps.ts';
import { ENTITIES } from './entities.ts';
import { specificSteps } from './entity-steps.ts';
import { KINDS, resourceSteps, type Kind, type Step } from './steps.ts';

const steps: Step[] = [...ENTITIES.flatMap(resourceSteps), ...specificSteps, ...accountSteps];

interface Answer {
  status: number;
  body: unknown;
}

/** One backend: how it answers a request, and the ids it handed out, in order. */
interface Backend {
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  ids: Record<Kind, string[]>;
}

const read = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

const kinds = Object.keys(KINDS) as Kind[];
const listOf = (kind: Kind) => `/api${KINDS[kind].path}`;

/** `{class:N}` → that backend's id. */
const fill = (text: string, ids: Backend['ids']) =>
  text.replace(new RegExp(`\\{(${kinds.join('|')}):(\\d+|last)\\}`, 'g'), (_, kind: Kind, n) => {
    const id = n === 'last' ? ids[kind].at(-1) : ids[kind][Number(n) - 1];
    if (!id) throw new Error(`no ${kind} ${n} yet`);
    return id;
  });

/** Ids as the backend's own names for them ("class 1"), so two backends' answers compare. */
function named(value: unknown, ids: Backend['ids']): unknown {
  const names = new Map<string, string>();
  for (const kind of kinds) ids[kind].forEach((id, i) => names.set(id, `${kind} ${i + 1}`));
  return JSON.parse(JSON.stringify(value), (_, v: unknown) =>
    typeof v === 'string' && names.has(v) ? names.get(v) : v,
  ) as unknown;
}

async function run(backend: Backend, step: Step): Promise<Answer> {
  const path = fill(step.path, backend.ids);
  const body = step.body && (JSON.parse(fill(JSON.stringify(step.body), backend.ids)) as object);
  const answer = await backend.send(step.method, path, body);
  const created = answer.body as { id?: string } | null;
  const kind = kinds.find((k) => step.path === listOf(k));
  if (kind && step.method === 'POST' && answer.status === 201 && created?.id)
    backend.ids[kind].push(created.id);
  // Students made by an import are named in the order a roster lists them.
  if (step.method === 'GET' && step.path.startsWith(listOf('student')) && answer.status === 200) {
    for (const { id } of (answer.body as { items?: { id: string }[] }).items ?? [])
      if (!backend.ids.student.includes(id)) backend.ids.student.push(id);
  }
  return { status: answer.status, body: named(answer.body, backend.ids) };
}

const noIds = (): Backend['ids'] => ({
  class: [],
  assignment: [],
  student: [],
  category: [],
  period: [],
});

describe('the fake API answers as the server does', () => {
  let t: TestApp;
  let teacher: Client;
  beforeAll(async () => {
    t = await testApp();
    teacher = await signedInTeacher(t, 'contract@school.org');
    // The fake reads the browser's clock for "today"; the server, its own (START).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('for every request of the table, in order', async () => {
    const server: Backend = {
      ids: noIds(),
      send: async (method, path, body) => read(await teacher.request(method, path, body)),
    };
    // The account's answers carry the teacher and their sign-up's sign-in: the fake starts
    // from the same.
    const me = ((await (await teacher.get('/api/auth/me')).json()) as { user: User }).user;
    const handlers = [
      ...fakeAdminApi({ classes: [], assignments: [], students: [] }),
      ...fakeAccountApi({
        user: me,
        password: signUpForm.password,
        signIns: [{ at: START.toISOString(), device: UNKNOWN_DEVICE, current: true }],
      }),
    ];
    const fake: Backend = {
      ids: noIds(),
      send: async (method, path, body) => {
        const request = new Request(`http://localhost${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        try {
          const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
          if (!response) return { status: 0, body: 'the fake API has no handler for this' };
          return await read(response);
        } catch (error) {
          // In a story, MSW would answer 500: here, the difference is reported with the rest.
          return { status: 500, body: `the fake API threw: ${String(error)}` };
        }
      },
    };
    const differences: string[] = [];
    for (const step of steps) {
      const expected = await run(server, step);
      const actual = await run(fake, step);
      try {
        expect(actual).toEqual(expected);
      } catch {
        differences.push(
          `${step.name} (${step.method} ${step.path}):\n  server ${JSON.stringify(expected)}\n  fake   ${JSON.stringify(actual)}`,
        );
      }
    }
    expect(differences.join('\n\n')).toBe('');
  });
});
