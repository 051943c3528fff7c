import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { robotoFallbacks } from './scripts/font-fallbacks.ts';
import { COMPILE_HINT, EAGER_CHUNKS, landingChunks } from './scripts/public-chunk.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Beside each Roboto face, "Roboto fallback" faces: a font the device has, scaled to that
    // weight of Roboto's metrics, so that nothing moves when the web font arrives (ADR 024).
    robotoFallbacks(),
    // Every text file of the build also as .br and .gz, at the strongest settings (built once,
    // served many times): the server sends whichever the browser accepts (ADR 023).
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  // The manifest tells the size budget which files each area loads first.
  // The server's renderer is never downloaded: its size is no warning.
  build: {
    manifest: !isSsrBuild,
    ...(isSsrBuild && { chunkSizeWarningLimit: 8000 }),
    // What the public pages share, in one chunk whatever the admin area adds (scripts/public-chunk.ts).
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: landingChunks(),
          },
          // Every lazy chunk's file name is in the entry's preload map, which every page loads:
          // a hash of 6 characters (still 36 bits against a stale cache) instead of 8 keeps the
          // map ~100 B (gzip) smaller, which each new lazy chunk had been eating into.
          chunkFileNames: 'assets/[name]-[hash:6].js',
          // V8's compile hint (Chromium 136 on) atop the chunks a pre-rendered page runs as the
          // app takes it over: their functions are compiled with the download, off the main
          // thread, not each on its first call in the tasks of the start-up (evaluation, theme,
          // router, hydration). After minification, which would drop it as a comment; Vite then
          // writes its preload map above the entry's, and scripts/build.mjs moves it back up.
          // Lighthouse at 8x, four loads each, alternating (issue 25, ADR 024): TBT /login
          // 66-590 ms -> 33-59, /forgot 45-167 -> 0-69, /signup (three) 179-330 -> 94-123.
          postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : ''),
        },
      },
    }),
  },
  // The server's renderer (src/prerender, ADR 024) carries its libraries inside it, built for
  // the same mode as the browser's bundle (class names included): the server runs it as is,
  // with production dependencies only and whatever NODE_ENV it has.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: {
      'process.env.NODE_ENV': JSON.stringify(
        process.env.NODE_ENV === 'development' ? 'development' : 'production',
      ),
    },
  }),
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
    ],
    environment: 'node',
    // One test file per core. Vitest's own default for a run is one fewer than the cores: one
    // file at a time on the 2-core machines CI gets. Measured there: the unit suite 213 -> 174 s,
    // the server tests on PostgreSQL 143 -> 83 s.
    maxWorkers: '100%',
    restoreMocks: true,
    // Server tests open a real (embedded) PostgreSQL, which takes seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
}));
