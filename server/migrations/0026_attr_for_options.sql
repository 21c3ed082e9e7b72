-- An attribute group may apply to some specifications only (ice for 凍, not for 熱): their
-- option ids, comma-separated; empty means every specification.
ALTER TABLE goods_attr ADD COLUMN for_options TEXT NOT NULL DEFAULT '';
