-- Every foreign key that deletes or changes rows when its parent goes has an index on its
-- column (issue 21, ADR 030); without one, deleting a teacher scanned all of `work`, and ending a
-- session all of `sign_ins`. The teacher's work is also what the figures count per teacher.
-- Already covered: sessions, password_resets, devices and sign_ins (user_id); classes,
-- students and grading_categories (teacher_id, class_id); assignments (teacher_id, due_date)
-- and (class_id); work (assignment_id, student_id) by its key and (student_id).
CREATE INDEX work_teacher_id ON work (teacher_id);
CREATE INDEX sign_ins_session_id_hash ON sign_ins (session_id_hash);
