// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllStorage,
  forgetResetToken,
  hasSignedInFlag,
  RESET_TOKEN_KEY,
  setSignedInFlag,
} from './flag';

describe('the signed-in flag and an abandoned reset link', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem(RESET_TOKEN_KEY, 'a-token-from-a-mailed-link');
    sessionStorage.setItem('lectern.other', 'kept');
  });

  it('signing in sets the flag and drops the reset link, nothing else of the tab', () => {
    setSignedInFlag();
    expect(hasSignedInFlag()).toBe(true);
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem('lectern.other')).toBe('kept');
  });

  it('signing out clears localStorage, and the reset link goes with forgetResetToken', () => {
    setSignedInFlag();
    sessionStorage.setItem(RESET_TOKEN_KEY, 'another');
    clearAllStorage();
    expect(hasSignedInFlag()).toBe(false);
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBe('another');
    forgetResetToken();
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
  });
});
