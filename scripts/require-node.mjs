// Stops at once, in one line, on a Node older than the project needs (before any build work,
// and before Node trips over the server's .ts files). Imported first by start and test-all.
export const NODE_NEEDED = 24;

/** The one line to print for a Node version that is too old, or undefined. */
export function nodeProblem(version) {
  if (Number(version.split('.')[0]) >= NODE_NEEDED) return undefined;
  return `Lectern needs Node ${NODE_NEEDED} or newer (this is Node ${version}): install it from nodejs.org or with nvm ("nvm install ${NODE_NEEDED}"; .nvmrc names it), then run this again.`;
}

const problem = nodeProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
