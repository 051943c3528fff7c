-- Work handed in, and marking (issue 12): one row per assignment and student once the teacher
-- records anything about it. No row, or handed_in = 'no', is "not handed in"; a score means
-- "marked". The row goes with its assignment or student when they are removed for good.
CREATE TABLE work (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  handed_in text NOT NULL CHECK (handed_in IN ('no', 'on_time', 'late')),
  score integer CHECK (score >= 0),
  comment text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (assignment_id, student_id)
);
CREATE INDEX work_student_id ON work (student_id);

-- A class's size is its roster now: the number typed into the class form is gone.
ALTER TABLE classes DROP COLUMN students;
