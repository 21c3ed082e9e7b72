-- Work that calls the card gateway is claimed before the call. A claim moves the row's next try
-- past the call's deadline, with a conditional update only one caller can win; the call carries a
-- key the gateway deduplicates on, so even a claim that outlived its lease cannot repeat a refund.
ALTER TABLE refund_part ADD COLUMN next_try_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payment ADD COLUMN refund_next_try_at BIGINT NOT NULL DEFAULT 0;

-- The sandbox keeps the refunds it was asked for by their idempotency key, as real gateways do:
-- the same key again answers what it answered the first time and moves no money.
CREATE TABLE sandbox_refund (
  refund_key TEXT PRIMARY KEY,
  ref TEXT NOT NULL REFERENCES sandbox_checkout(ref),
  amount BIGINT NOT NULL,
  accepted INTEGER NOT NULL,
  created_at BIGINT NOT NULL
);

-- One open refund request per order, settled by the database: two requests racing each priced
-- the same units as still unrefunded and paid them back twice.
CREATE UNIQUE INDEX refund_request_one_open ON refund_request(order_id) WHERE status IN ('waiting_audit', 'refunding');
