-- A class's roster (issue 12, ADR 026): only what a teacher needs about a child — a first and
-- a last name, an optional student number, notes. Deleted softly like classes (Undo), then
-- purged; deleting a class or a teacher deletes their students with them.
CREATE TABLE students (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  student_number text,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX students_class_id ON students (class_id);
CREATE INDEX students_teacher_id ON students (teacher_id);
