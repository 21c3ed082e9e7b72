-- A district's centre: an address placed by its district is matched to stores from there, not
-- from its whole region's centre. 0, 0 when the data gives none (the region's centre is used).
ALTER TABLE district ADD COLUMN lat DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE district ADD COLUMN lng DOUBLE PRECISION NOT NULL DEFAULT 0;
