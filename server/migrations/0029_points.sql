-- Points (issue 16, docs/decisions/0025): the brand's earning rule, each member's account, the lots
-- points are earned in (spent oldest-expiring first, each expiring on its own day) and the ledger
-- of every change. The account's balance is always the sum of the member's ledger rows, and equals
-- the lots' remaining points less the debt.

-- The base rule (spec 000 §3 orderRules: spending pay_money earns points; the ratio to 4 decimals)
-- and how long points last (0: permanent). One row.
CREATE TABLE points_rule (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pay_money BIGINT NOT NULL CHECK (pay_money >= 0),
  points BIGINT NOT NULL CHECK (points >= 0),
  validity_days INTEGER NOT NULL DEFAULT 0 CHECK (validity_days >= 0),
  updated_at BIGINT NOT NULL
);

CREATE TABLE points_account (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  balance BIGINT NOT NULL DEFAULT 0,
  debt BIGINT NOT NULL DEFAULT 0 CHECK (debt >= 0),  -- taken back after they were spent
  updated_at BIGINT NOT NULL
);

CREATE TABLE points_ledger (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  delta BIGINT NOT NULL,
  balance_after BIGINT NOT NULL,
  reason TEXT NOT NULL,                  -- earn | reverse | redeem | return | expire | forfeit | adjust | merge_in | merge_out
  reference TEXT NOT NULL DEFAULT '',    -- order:<no>, lot:<id>, till:<receipt>, ...
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL,            -- earned at, for a credit
  expires_at BIGINT                      -- a credit's expiry; null: never
);
CREATE INDEX points_ledger_member ON points_ledger(member_id, id);
CREATE INDEX points_ledger_reference ON points_ledger(reference);

CREATE TABLE points_lot (
  id {{ID}},
  member_id BIGINT NOT NULL REFERENCES member(id),
  amount BIGINT NOT NULL,
  remaining BIGINT NOT NULL CHECK (remaining >= 0),
  earned_at BIGINT NOT NULL,
  expires_at BIGINT,
  ledger_id BIGINT NOT NULL
);
CREATE INDEX points_lot_open ON points_lot(member_id, expires_at) WHERE remaining > 0;
CREATE INDEX points_lot_due ON points_lot(expires_at) WHERE remaining > 0;
