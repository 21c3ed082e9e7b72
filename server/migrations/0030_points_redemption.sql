-- Points as money at checkout (issue 16, docs/decisions/0025): the brand's redemption rule beside
-- its earning rule, and what an order took in points (the order module keeps it with the order).
ALTER TABLE points_rule ADD COLUMN redeem_points BIGINT NOT NULL DEFAULT 0;  -- this many points ...
ALTER TABLE points_rule ADD COLUMN redeem_money BIGINT NOT NULL DEFAULT 0;   -- ... are worth this many cents
ALTER TABLE points_rule ADD COLUMN redeem_max_percent BIGINT NOT NULL DEFAULT 0;  -- of an order's price
ALTER TABLE points_rule ADD COLUMN redeem_min_cash BIGINT NOT NULL DEFAULT 0;     -- cents always paid in money
ALTER TABLE points_rule ADD COLUMN redeem_max_per_order BIGINT NOT NULL DEFAULT 0;

ALTER TABLE orders ADD COLUMN points_used BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN points_money BIGINT NOT NULL DEFAULT 0;
