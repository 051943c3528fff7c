import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The manifest tells the size budget which files each area loads first.
  build: { manifest: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    restoreMocks: true,
    // Server tests open a real (embedded) PostgreSQL, which takes seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
