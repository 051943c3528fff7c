import { pause } from '../../../lib/start-up/pause';

// A break before the charts library is evaluated (src/lib/start-up/pause.ts): the chart's chunk
// is the dashboard's largest, and its compile catch-up and evaluation had been one task.
await pause();
