-- Upkeep shared by every app process (issue 23): `compact` is due once purged rows have left
-- a child's words (names, notes, comments and their history) in the tables' files; the first
-- process to claim it rewrites those tables (VACUUM FULL), at most once a day.
CREATE TABLE maintenance (
  name text PRIMARY KEY,
  due boolean NOT NULL DEFAULT false,
  last_run timestamptz
);
