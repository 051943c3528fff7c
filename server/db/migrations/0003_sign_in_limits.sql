-- Sign-in limits that slow attackers without locking teachers out (ADR 016).
-- Failures per account (from devices it has not signed in on), per known device, per address.
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz,
  last_failure timestamptz NOT NULL
);

-- Devices a teacher has signed in on (a long-lived httpOnly cookie, stored hashed).
CREATE TABLE devices (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX devices_user_id ON devices (user_id);
