-- Recent sign-ins, for the teacher's settings page (ADR 027): when, and the browser and system
-- the User-Agent named ("Firefox on Windows"). No address, no place, no raw User-Agent. The 20
-- newest per teacher, none older than 90 days (server/account/sign-ins.ts, server/db/purge.ts).
-- The link to the session it began only marks "this session", and goes when the session does.
CREATE TABLE sign_ins (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  signed_in_at timestamptz NOT NULL,
  device text NOT NULL,
  session_id_hash text REFERENCES sessions (id_hash) ON DELETE SET NULL
);
CREATE INDEX sign_ins_user_id ON sign_ins (user_id, signed_in_at DESC);
CREATE INDEX sign_ins_signed_in_at ON sign_ins (signed_in_at);
