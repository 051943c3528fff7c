// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { discardDrafts, draftFor, dropDraft, keepDraftsOnlyFor, saveDraft } from './drafts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('drafts', () => {
  it('are kept in this tab’s sessionStorage, never in localStorage, and never with passwords', () => {
    saveDraft('signUp', null, { fullName: 'Grace', password: 'x', confirmPassword: 'x' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('lectern.drafts')).not.toContain('password');
    expect(draftFor('signUp', null)?.values).toEqual({ fullName: 'Grace' });
  });

  it('go back only to their owner', () => {
    saveDraft('class', 'teacher-a', { name: 'Algebra' }, { id: 'c1' });
    expect(draftFor('class', 'teacher-b')).toBeUndefined();
    expect(draftFor('class', null)).toBeUndefined();
    expect(draftFor('class', 'teacher-a')).toMatchObject({
      editing: { id: 'c1' },
      values: { name: 'Algebra' },
    });
  });

  it('of someone else are discarded when a teacher signs in', () => {
    saveDraft('class', 'teacher-a', { name: 'Algebra' });
    saveDraft('assignment', 'teacher-b', { title: 'Essay' });
    keepDraftsOnlyFor('teacher-b');
    expect(draftFor('class', 'teacher-a')).toBeUndefined();
    expect(draftFor('assignment', 'teacher-b')?.values).toEqual({ title: 'Essay' });
  });

  it('are all discarded at an explicit sign-out, and one at a time when saved or cancelled', () => {
    saveDraft('class', 'teacher-a', { name: 'Algebra' });
    saveDraft('assignment', 'teacher-a', { title: 'Essay' });
    dropDraft('class');
    expect(draftFor('class', 'teacher-a')).toBeUndefined();
    expect(draftFor('assignment', 'teacher-a')).toBeDefined();
    discardDrafts();
    expect(sessionStorage.length).toBe(0);
  });

  it('expire after the longest a session can live', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
    saveDraft('class', 'teacher-a', { name: 'Algebra' });
    vi.setSystemTime(new Date('2026-11-23T19:59:00Z'));
    expect(draftFor('class', 'teacher-a')).toBeDefined();
    vi.setSystemTime(new Date('2026-11-23T20:01:00Z'));
    expect(draftFor('class', 'teacher-a')).toBeUndefined();
  });

  it('survive a corrupt store as no drafts', () => {
    sessionStorage.setItem('lectern.drafts', '{not json');
    expect(draftFor('class', 'teacher-a')).toBeUndefined();
    saveDraft('class', 'teacher-a', { name: 'Algebra' });
    expect(draftFor('class', 'teacher-a')).toBeDefined();
  });
});

describe('a public page’s draft', () => {
  it('lives ten minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
    saveDraft('signUp', null, { fullName: 'Grace' });
    vi.setSystemTime(new Date('2026-11-23T08:09:00Z'));
    expect(draftFor('signUp', null)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-23T08:11:00Z'));
    expect(draftFor('signUp', null)).toBeUndefined();
  });
});
