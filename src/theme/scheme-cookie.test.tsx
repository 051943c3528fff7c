// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useColorScheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { AppTheme } from './app-theme';
import { schemeCookie, schemeFromCookies } from '../shared/scheme-cookie';

describe('the scheme cookie', () => {
  it('is read only when it names light or dark', () => {
    expect(schemeFromCookies('lectern-scheme=dark')).toBe('dark');
    expect(schemeFromCookies('a=1; lectern-scheme=light; b=2')).toBe('light');
    expect(schemeFromCookies('lectern-scheme=system')).toBeUndefined();
    expect(schemeFromCookies('lectern-scheme=dark%00')).toBeUndefined();
    expect(schemeFromCookies('xlectern-scheme=dark')).toBeUndefined();
    expect(schemeFromCookies(undefined)).toBeUndefined();
  });

  it('is written for a year, site-wide, Secure over https, and removed for the device scheme', () => {
    expect(schemeCookie('dark', false)).toBe(
      'lectern-scheme=dark; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(schemeCookie('light', true)).toMatch(/; Secure$/);
    expect(schemeCookie('system', false)).toMatch(/^lectern-scheme=; Max-Age=0;/);
  });
});

function Toggle() {
  const { mode, setMode } = useColorScheme();
  return (
    <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      {mode ?? 'unknown'}
    </button>
  );
}

describe('the theme provider', () => {
  afterEach(() => {
    document.cookie = 'lectern-scheme=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('starts in the scheme the cookie names, and keeps a new choice there, not in localStorage', async () => {
    document.cookie = 'lectern-scheme=dark; Path=/';
    render(
      <AppTheme>
        <Toggle />
      </AppTheme>,
    );
    const button = await screen.findByRole('button', { name: 'dark' });
    expect(document.documentElement.getAttribute('data-lectern-mode')).toBe('dark');
    await userEvent.click(button);
    await screen.findByRole('button', { name: 'light' });
    expect(schemeFromCookies(document.cookie)).toBe('light');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the choice when all of localStorage is cleared (signing out)', async () => {
    document.cookie = 'lectern-scheme=dark; Path=/';
    const { unmount } = render(
      <AppTheme>
        <Toggle />
      </AppTheme>,
    );
    await screen.findByRole('button', { name: 'dark' });
    act(() => localStorage.clear());
    unmount();
    render(
      <AppTheme>
        <Toggle />
      </AppTheme>,
    );
    expect(await screen.findByRole('button', { name: 'dark' })).toBeDefined();
  });
});
