-- Each table's QR code carries a random token: the table's calls need it, so nobody who merely
-- guesses a table number (A1, A2...) can add dishes or send rounds to a kitchen from afar.
-- Tables made before get their token when the server starts (dinein::ensure_table_tokens).
ALTER TABLE dine_table ADD COLUMN token TEXT NOT NULL DEFAULT '';
