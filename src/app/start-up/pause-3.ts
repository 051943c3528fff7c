import { pause } from './pause';

// The evaluation's break number 3 (./pause.ts, src/main.tsx).
await pause();
