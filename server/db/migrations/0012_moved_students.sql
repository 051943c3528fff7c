-- A student moved to another class keeps their work on the old class's assignments (marks are
-- never thrown away), but it is no longer counted in that class's figures nor shown in its
-- markbook: a class's figures are of the students on its roster now (issue 23). `moved_at` marks
-- the few students who ever changed class, so the figures leave out their old work as a small
-- set (as they do a deleted student's), without joining every work row to its student.
ALTER TABLE students ADD COLUMN moved_at timestamptz;
UPDATE students s SET moved_at = now()
WHERE EXISTS (
  SELECT 1 FROM work w JOIN assignments a ON a.id = w.assignment_id
  WHERE w.student_id = s.id AND a.class_id <> s.class_id
);
CREATE INDEX students_moved ON students (teacher_id) WHERE moved_at IS NOT NULL;
