import path from 'node:path';

/** Committed baselines, one PNG per story per mode. */
export const BASELINE_DIR = path.resolve('visual-baselines');
/** What a failing run leaves for review (never committed). */
export const VISUAL_RESULTS_DIR = path.resolve('test-results/visual');
export const DIFF_DIR = path.join(VISUAL_RESULTS_DIR, 'diff');
export const RECEIVED_DIR = path.join(VISUAL_RESULTS_DIR, 'received');
