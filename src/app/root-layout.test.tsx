// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render-routes';
import type * as ApiClient from '../lib/api/client';
import { SIGNED_IN_FLAG } from '../lib/session/flag';
import { RootLayout } from './root-layout';

/** Calls the 401 handler the layout installed (what the API client does on a 401). */
let installed: (() => void) | undefined;
vi.mock('../lib/api/client', async (original) => {
  const real = await original<typeof ApiClient>();
  return {
    ...real,
    setUnauthorizedHandler: (handler: (() => void) | undefined) => {
      installed = handler;
      real.setUnauthorizedHandler(handler);
    },
  };
});
const unauthorized = () => installed?.();

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/login', element: <p>Sign in page</p> },
          { path: '/admin/dashboard', element: <p>Dashboard page</p> },
        ],
      },
    ],
    path,
  );

/** What another tab's change looks like to this one. */
function otherTab(change: () => void) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_FLAG }));
  });
}

describe('other tabs', () => {
  beforeEach(() => localStorage.clear());

  it('follow a sign-out: a guarded page goes to sign in, with localStorage cleared', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    localStorage.setItem('something.else', 'x');
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    otherTab(() => localStorage.removeItem(SIGNED_IN_FLAG));
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('follow a sign-in: the sign-in page goes to the dashboard', async () => {
    renderAt('/login');
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    otherTab(() => localStorage.setItem(SIGNED_IN_FLAG, '1'));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('ignore changes to other keys', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    renderAt('/admin/dashboard');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode' }));
    });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});

describe('a 401', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signs out and goes to sign in, remembering the page to come back to', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    const router = renderAt('/admin/dashboard?week=3');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    act(() => unauthorized());
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/admin/dashboard?week=3')}`,
    );
    expect(localStorage.length).toBe(0);
  });

  it('after the flag is gone (a sign-out’s last requests) changes nothing', async () => {
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    act(() => unauthorized());
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
