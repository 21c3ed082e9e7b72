-- Wallet top-up (issue 16, docs/decisions/0029): the wallet's balance split into what the member
-- paid in (principal) and what was gifted with it (bonus), each ledger row and each wallet payment
-- saying how much of it was gifted; an order's gifted money (it earns neither points nor growth);
-- the brand's recharge plans and the members' recharge orders, paid by card through the payment
-- centre's gateway.
ALTER TABLE wallet ADD COLUMN bonus BIGINT NOT NULL DEFAULT 0;          -- of the balance, the gifted part
ALTER TABLE wallet_ledger ADD COLUMN bonus_delta BIGINT NOT NULL DEFAULT 0;
ALTER TABLE wallet_ledger ADD COLUMN bonus_after BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payment ADD COLUMN bonus_amount BIGINT NOT NULL DEFAULT 0;  -- of a wallet payment, the gifted part
ALTER TABLE payment ADD COLUMN bonus_refunded BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN gifted_paid BIGINT NOT NULL DEFAULT 0;    -- paid with gifted wallet money

CREATE TABLE recharge_plan (
  id {{ID}},
  pay_amount BIGINT NOT NULL CHECK (pay_amount > 0),
  bonus_amount BIGINT NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  updated_at BIGINT NOT NULL
);

CREATE TABLE recharge_order (
  id {{ID}},
  recharge_no TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL REFERENCES member(id),
  plan_id BIGINT REFERENCES recharge_plan(id),
  pay_amount BIGINT NOT NULL,
  bonus_amount BIGINT NOT NULL,
  status TEXT NOT NULL,                    -- paying | paid | failed
  request_key TEXT NOT NULL,               -- the Idempotency-Key of the request that made it
  gateway_ref TEXT NOT NULL DEFAULT '',
  pay_url TEXT NOT NULL DEFAULT '',        -- the gateway's page, for a retried request
  channel TEXT NOT NULL DEFAULT '',        -- the method the payer used at the gateway
  created_at BIGINT NOT NULL,
  paid_at BIGINT,
  updated_at BIGINT NOT NULL,
  UNIQUE (member_id, request_key)
);
CREATE INDEX recharge_order_member ON recharge_order(member_id, id);
CREATE INDEX recharge_order_paying ON recharge_order(status, created_at);
