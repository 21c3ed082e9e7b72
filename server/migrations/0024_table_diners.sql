-- Who is at a table: a member or visitor session that opened or joined it by scanning its code.
-- Only they change the table's dishes or send a round to the kitchen; a QR token alone is not
-- enough (a photo of it reached the kitchen from anywhere).
CREATE TABLE dine_diner (
  session_id BIGINT NOT NULL REFERENCES dine_session(id),
  diner TEXT NOT NULL,                   -- m:<member id> | v:<visitor session id>
  joined_at BIGINT NOT NULL,
  PRIMARY KEY (session_id, diner)
);
-- A round larger than the configured size waits for a second diner or the staff: who asked.
ALTER TABLE dine_session ADD COLUMN confirm_asked_by TEXT;
