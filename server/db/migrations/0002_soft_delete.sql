-- Deleting a class or an assignment hides it first, so that the Undo in the app can bring it
-- back with everything it held; rows deleted more than a day ago are purged at start.
ALTER TABLE classes ADD COLUMN deleted_at timestamptz;
ALTER TABLE assignments ADD COLUMN deleted_at timestamptz;
CREATE INDEX assignments_class_id ON assignments (class_id);
