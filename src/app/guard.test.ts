// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setSignedInFlag } from '../lib/session/flag';
import { leaveWhenSignedIn } from './guard';
import { paths } from '../shared/paths';

describe('sign-up and forgot-password when already signed in', () => {
  beforeEach(() => localStorage.clear());

  it('go to the dashboard', () => {
    setSignedInFlag();
    const answer = leaveWhenSignedIn();
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe(paths.dashboard);
  });

  it('show their form when signed out', () => {
    expect(leaveWhenSignedIn()).toBeNull();
  });
});
