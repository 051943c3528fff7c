// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppTheme } from '../../theme/app-theme';
import { ThemeToggle } from './theme-toggle';

/** Reads the theme provider's mode, as the toggle does, and notes it each time it is drawn. */
function ModeReader({ seen }: { seen: string[] }) {
  const { mode } = useColorScheme();
  useEffect(() => {
    seen.push(mode ?? 'unknown');
  });
  return null;
}

const page = (seen: string[] = []) => (
  <AppTheme>
    <ThemeToggle />
    <ModeReader seen={seen} />
  </AppTheme>
);

describe('the theme toggle on a page the server drew', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    document.cookie = 'lectern-scheme=; Max-Age=0; Path=/';
  });

  it('is hydrated as drawn, then names the other scheme; the provider does not render again once mounted', async () => {
    // The server cannot read the device's scheme: it draws both icons, named for dark.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    expect(container.querySelectorAll('svg')).toHaveLength(2);

    document.cookie = 'lectern-scheme=dark; Path=/';
    const seen: string[] = [];
    const errors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, page(seen), {
        onRecoverableError: (error) => errors.push(error),
      });
    });

    expect(errors).toEqual([]);
    // The cookie's scheme is dark: the toggle offers light, with one icon.
    const button = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    // Drawn once, by the hydration, already in the cookie's scheme: the provider knew the mode
    // from its first render in the browser (its `noSsr`), so nothing under it was drawn again
    // once it had mounted (without it: "unknown", then "dark").
    expect(seen).toEqual(['dark']);
  });
});
