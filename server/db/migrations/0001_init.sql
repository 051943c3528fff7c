-- Lectern's first schema. Runs unchanged on the embedded PGlite and on PostgreSQL.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  full_name text NOT NULL,
  school text,
  teaching_since date,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id ON password_resets (user_id);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  subject text NOT NULL,
  grade integer NOT NULL,
  room text,
  students integer NOT NULL,
  term_starts date NOT NULL,
  term_ends date NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX classes_teacher_id ON classes (teacher_id);

CREATE TABLE assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  title text NOT NULL,
  due_date date NOT NULL,
  max_points integer NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX assignments_teacher_due ON assignments (teacher_id, due_date);
