-- Sessions also end after an idle period (ADR 017): when each was last used. Existing sessions
-- count as last used when they began, and none outlives the new default absolute lifetime
-- (12 hours) any more; a longer SESSION_MAX_HOURS applies from the next sign-in.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions
  SET last_seen_at = created_at,
      expires_at = LEAST(expires_at, created_at + interval '12 hours');
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
