-- Uploaded pictures in the database, so every server of a cluster serves them and an erasure
-- removes the only copy (modules/upload/upload_store.h, docs/decisions/0040). On SQLite, one
-- server's database, pictures stay in the upload folder.
CREATE TABLE upload_content (
  id TEXT PRIMARY KEY REFERENCES upload(id) ON DELETE CASCADE,
  data BYTEA NOT NULL
);
