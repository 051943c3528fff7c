-- The markbook (issue 22). An assignment may belong to one of its class's grading categories
-- (none when the category is removed for good). A student's work may be excused (left out of
-- every total and never missing) or have the student's own due date (an extension: missing and
-- late follow it). The class says whether missing work counts as zero or is left out until
-- marked; until a teacher chooses, it is left out, so no blank is ever silently a zero.
ALTER TABLE assignments
  ADD COLUMN category_id uuid REFERENCES grading_categories (id) ON DELETE SET NULL;
CREATE INDEX assignments_category_id ON assignments (category_id);

ALTER TABLE work ADD COLUMN excused boolean NOT NULL DEFAULT false;
ALTER TABLE work ADD COLUMN due_date date;

ALTER TABLE classes
  ADD COLUMN missing_policy text NOT NULL DEFAULT 'leave_out'
    CHECK (missing_policy IN ('zero', 'leave_out'));
-- Optional letter grades: [{"letter": "A", "min": 90}, ...] by falling minimum; null: none.
ALTER TABLE classes ADD COLUMN letter_scale jsonb;

-- Every change of a mark, status or comment: when, which field, old and new (as text, '' for
-- none). The teacher who owns the class is who made it (one teacher per class).
CREATE TABLE work_history (
  id bigserial PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  field text NOT NULL CHECK (field IN ('handed_in', 'score', 'comment', 'excused', 'due_date')),
  old_value text NOT NULL,
  new_value text NOT NULL
);
CREATE INDEX work_history_cell ON work_history (assignment_id, student_id, id);
CREATE INDEX work_history_student_id ON work_history (student_id);
CREATE INDEX work_history_teacher_id ON work_history (teacher_id);

-- A class's grading periods (terms): a name and dates within the class's term.
CREATE TABLE grading_periods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  name text NOT NULL,
  starts date NOT NULL,
  ends date NOT NULL CHECK (ends >= starts),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX grading_periods_class_id ON grading_periods (class_id);
CREATE INDEX grading_periods_teacher_id ON grading_periods (teacher_id);
CREATE STATISTICS grading_periods_class_teacher (dependencies) ON class_id, teacher_id FROM grading_periods;
