import { pause } from './pause';

// The evaluation's break number 1 (./pause.ts, src/main.tsx).
await pause();
