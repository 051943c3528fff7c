// Vitest setup: DOM matchers (toHaveTextContent, …) and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout, so no ResizeObserver: a stand-in that never reports (sizes are all 0
// there anyway). What depends on real sizes is checked in the stories, in Chromium.
if (typeof globalThis.window !== 'undefined' && !('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
