import type { Db } from './database.ts';

/** Every name given out, so that two statements never share one on a connection. */
const names = new Set<string>();

/**
 * A query the app sends on every request, prepared once per database and sent by name (ADR
 * 030): PostgreSQL parses a named statement once per connection and, once it has seen it a few
 * times, keeps its plan, where node-postgres's unnamed statements are planned again on every
 * call (for the hot fixed queries the planning took longer than the execution). Its values are
 * `sql.placeholder(...)`s, filled by `.execute({...})`. The embedded database (PGlite) runs it
 * as an ordinary query.
 *
 * The plan kept is PostgreSQL's generic one, chosen for an average teacher and class; only
 * queries whose best plan is the same at every size belong here (an index range on the
 * teacher's or the class's rows).
 */
export function prepared<P>(
  name: string,
  build: (db: Db) => { prepare(name: string): P },
): (db: Db) => P {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Db, P>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db).prepare(name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
