import { pause } from '../../lib/start-up/pause';

// The evaluation's break number 3 (src/lib/start-up/pause.ts, src/main.tsx).
await pause();
