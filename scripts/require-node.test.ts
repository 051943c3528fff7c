import { describe, expect, it } from 'vitest';
import { nodeProblem } from './require-node.mjs';

describe('the Node version check of npm start and npm test', () => {
  it('names the Node needed and how to get it, in one line, on an older Node', () => {
    const message = nodeProblem('20.20.2');
    expect(message).toContain('Lectern needs Node 24 or newer (this is Node 20.20.2)');
    expect(message).toContain('nvm install 24');
    expect(message).not.toContain('\n');
  });

  it('says nothing on Node 24 or newer', () => {
    expect(nodeProblem('24.21.0')).toBeUndefined();
    expect(nodeProblem('26.0.0')).toBeUndefined();
  });
});
