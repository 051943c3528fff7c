import { pause } from '../../lib/start-up/pause';

// The evaluation's break number 2 (src/lib/start-up/pause.ts, src/main.tsx).
await pause();
