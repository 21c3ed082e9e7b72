-- Product orders (issue 17, docs/decisions/0030): what a member buys besides meals (a wallet
-- top-up, a Privilege Pass, and the gift cards, equity cards and coupon packs to come), one kind of
-- order beside meal orders. Priced on the server, paid by card through the payment centre's
-- gateway, fulfilled once when paid. The recharge orders of decision 0029 move in, keeping their
-- numbers and the plan's terms they were bought on.
CREATE TABLE product_order (
  id {{ID}},
  order_no TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,                      -- recharge | prime
  member_id BIGINT NOT NULL REFERENCES member(id),
  product_id BIGINT,                       -- the kind's product: a recharge plan, a pass plan
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
  amount BIGINT NOT NULL CHECK (amount > 0),  -- what the member pays
  title TEXT NOT NULL DEFAULT '""',        -- what was bought as it was named then (JSON, three languages)
  terms TEXT NOT NULL DEFAULT '{}',        -- what paying for it gives, as it stood then (JSON, the kind's)
  status TEXT NOT NULL,                    -- paying | paid | failed | closed
  request_key TEXT NOT NULL,               -- the Idempotency-Key of the request that made it
  gateway_ref TEXT NOT NULL DEFAULT '',
  pay_url TEXT NOT NULL DEFAULT '',        -- the gateway's page, for a retried request
  channel TEXT NOT NULL DEFAULT '',        -- the method the payer used at the gateway
  created_at BIGINT NOT NULL,
  paid_at BIGINT,
  updated_at BIGINT NOT NULL,
  UNIQUE (member_id, request_key)
);
CREATE INDEX product_order_member ON product_order(member_id, kind, id);
CREATE INDEX product_order_paying ON product_order(status, created_at);

-- One row a buyer: a purchase locks it first, so a member's purchases of a product with a limit
-- are counted one at a time.
CREATE TABLE product_buyer (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  updated_at BIGINT NOT NULL
);

INSERT INTO product_order (order_no, kind, member_id, product_id, quantity, amount, title, terms, status, request_key,
                           gateway_ref, pay_url, channel, created_at, paid_at, updated_at)
SELECT recharge_no, 'recharge', member_id, plan_id, 1, pay_amount, '""',
       '{"bonus":' || bonus_amount || ',"sid":' || sid || '}', status, request_key,
       gateway_ref, pay_url, channel, created_at, paid_at, updated_at
FROM recharge_order;
DROP TABLE recharge_order;
