// Stopping a process with everything it started: its process group and every descendant found
// through parent ids (browsers put themselves in process groups of their own). Descendants are
// remembered while the process runs, since an orphan's parent id no longer leads back to it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
};

/** The pids of `pid`'s descendants now. */
export function descendants(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Watches a process's tree; `stop()` kills it and every descendant ever seen that still runs. */
export function processTree(pid) {
  const seen = new Map();
  const remember = () => {
    for (const each of descendants(pid)) if (!seen.has(each)) seen.set(each, commandOf(each));
  };
  return {
    remember,
    stop() {
      remember();
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // no such group
      }
      for (const [each, command] of [[pid, undefined], ...seen]) {
        // A pid reused by an unrelated process since is left alone.
        if (command !== undefined && commandOf(each) !== command) continue;
        try {
          process.kill(each, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
