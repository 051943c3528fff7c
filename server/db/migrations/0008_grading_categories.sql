-- A class's grading categories (issue 20's proof of the kit, the markbook's first entity): a
-- name unique among the class's live ones, a weight in percent, the lowest marks dropped.
CREATE TABLE grading_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  name text NOT NULL,
  weight integer NOT NULL CHECK (weight BETWEEN 0 AND 100),
  drop_lowest integer NOT NULL DEFAULT 0 CHECK (drop_lowest BETWEEN 0 AND 10),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX grading_categories_class_id ON grading_categories (class_id);
CREATE INDEX grading_categories_teacher_id ON grading_categories (teacher_id);
