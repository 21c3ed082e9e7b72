-- Single-store wallet accounts beside the brand's (issue 16, docs/decisions/0029; spec 000 §3
-- "wallet accounts brand-wide or single-shop"): one account row per member and store, store 0
-- being the brand-wide account the wallet table held. Each ledger row and wallet payment names
-- its account; a plan may be for one store's account, and so its recharge orders.
CREATE TABLE wallet_account (
  member_id BIGINT NOT NULL REFERENCES member(id),
  sid BIGINT NOT NULL DEFAULT 0,           -- 0: brand-wide
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  bonus BIGINT NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (member_id, sid)
);
INSERT INTO wallet_account (member_id, sid, balance, bonus, updated_at) SELECT member_id, 0, balance, bonus, updated_at FROM wallet;
DROP TABLE wallet;
ALTER TABLE wallet_ledger ADD COLUMN sid BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payment ADD COLUMN wallet_sid BIGINT NOT NULL DEFAULT 0;
ALTER TABLE recharge_plan ADD COLUMN sid BIGINT NOT NULL DEFAULT 0;
ALTER TABLE recharge_order ADD COLUMN sid BIGINT NOT NULL DEFAULT 0;
