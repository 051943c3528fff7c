// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChunkReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';

describe('a chunk that fails to load', () => {
  beforeEach(() => sessionStorage.clear());

  it('is recognised by the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then leaves the decision to the person', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    clearChunkReloadMark();
    expect(reloadOnce()).toBe(true);
  });
});
