import path from 'node:path';

/** What rolldown tells a chunk group's `name` about the module graph. */
interface Graph {
  getModuleInfo(id: string): { importedIds: string[] } | null;
}

const root = path.resolve(import.meta.dirname, '..');
/** The pages a visitor who is not signed in reaches first (ADR 024's pre-rendered pages). */
const PUBLIC_PAGE_NAMES = ['sign-in-page', 'sign-up-page', 'forgot-page', 'reset-page'];
const PUBLIC_PAGES = PUBLIC_PAGE_NAMES.map((name) =>
  path.join(root, 'src/features/auth', `${name}.tsx`),
);

/**
 * V8's compile hint (Chromium 136 on): atop a script, "compile every function now", which it
 * does with the download, off the main thread (issue 25, ADR 024). Only as a file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The chunks every pre-rendered page runs at start-up, which carry it (the entry's is `index`). */
export const EAGER_CHUNKS = new Set([
  'index',
  'rolldown-runtime',
  'shared',
  'public',
  ...PUBLIC_PAGE_NAMES,
]);
const ENTRY = path.join(root, 'src/main.tsx');
const PAUSES = /\/src\/(lib\/start-up\/pause|app\/start-up\/pause-\d+)\.ts$/;
/** The signed-in teacher's first view (the admin area's size budget). */
const ADMIN_FIRST_VIEW = [
  'src/features/admin/admin-layout.tsx',
  'src/features/admin/dashboard/dashboard-page.tsx',
].map((file) => path.join(root, file));

function staticGraph(graph: Graph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Code-splitting groups (vite.config.ts), so that chunks follow the pages people land on rather
 * than every lazy route there is. Without them, rolldown splits shared code by the set of routes
 * that use each module: every new admin route re-cut the public pages' code into more, smaller
 * chunks, and their gzip size grew with no new code in them (issue 12: +3 kB on each).
 * - `shared`: what all four public pages import statically that the entry or the dashboard's
 *   first view needs too (React, MUI's core);
 * - `public`: the rest of what all four public pages share (the form's parts);
 * - `admin`: the libraries the dashboard's first view imports that no public page does
 *   (dialogs, menus, lists), so that its first view is a few chunks, not a dozen.
 */
export function landingChunks() {
  let groups: Map<string, string> | undefined;
  const groupOf = (id: string, graph: Graph) => {
    // Only the app's build: the catalogue's (Storybook) has no such entry, and keeps its own.
    if (!groups && !graph.getModuleInfo(ENTRY)) groups = new Map();
    if (!groups) {
      const entry = staticGraph(graph, [ENTRY]);
      const admin = staticGraph(graph, ADMIN_FIRST_VIEW);
      const pages = PUBLIC_PAGES.map((page) => staticGraph(graph, [page]));
      groups = new Map();
      for (const m of pages[0]!) {
        if (PUBLIC_PAGES.includes(m) || !pages.every((o) => o.has(m))) continue;
        groups.set(m, entry.has(m) || admin.has(m) ? 'shared' : 'public');
      }
      const anyPublic = (m: string) => pages.some((page) => page.has(m));
      for (const m of admin)
        if (!entry.has(m) && !anyPublic(m) && m.includes('/node_modules/')) groups.set(m, 'admin');
    }
    if (groups.size > 0) {
      // The pauses in the evaluation (src/lib/start-up/pause.ts) beside the libraries they cut;
      // and what the pages import from the entry, which the bundler would otherwise split out of
      // an entry that awaits into chunks of their own.
      if (
        PAUSES.test(id) ||
        id.includes('preload-helper') ||
        id.endsWith('/src/lib/session/flag.ts')
      )
        return 'shared';
    }
    return groups.get(id);
  };
  const group = (name: string, priority: number) => ({
    name: (id: string, graph: Graph) => (groupOf(id, graph) === name ? name : null),
    // The bundler names a group whose name is a function by this in its timing report (and
    // warns on every build without it).
    debugName: name,
    priority,
  });
  return [group('shared', 3), group('public', 2), group('admin', 1)];
}
