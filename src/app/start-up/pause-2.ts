import { pause } from './pause';

// The evaluation's break number 2 (./pause.ts, src/main.tsx).
await pause();
