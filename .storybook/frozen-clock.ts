/** The moment every story lives in: 21 November 2026, mid-morning, UTC. */
export const FROZEN_NOW = new Date('2026-11-21T10:00:00Z');
