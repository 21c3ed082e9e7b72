-- Refund requests after the store accepted an order (before that the customer simply cancels),
-- whole or by line, with the spec's progress log codes: 10 applied, 30 merchant agreed,
-- 40 merchant rejected, 50 refund succeeded, 60 refund failed.
CREATE TABLE refund_request (
  id {{ID}},
  refund_no TEXT NOT NULL UNIQUE,
  order_id BIGINT NOT NULL REFERENCES orders(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  reason TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  whole INTEGER NOT NULL,
  lines TEXT NOT NULL DEFAULT '',        -- "lineId:qty,..." for a partial refund
  amount BIGINT NOT NULL,
  status TEXT NOT NULL,                  -- waiting_audit | rejected | refunding | refunded | failed
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX refund_request_order ON refund_request(order_id);

CREATE TABLE refund_log (
  id {{ID}},
  refund_id BIGINT NOT NULL REFERENCES refund_request(id),
  code INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);

-- How a refund is paid back: one part per original payment.
CREATE TABLE refund_part (
  id {{ID}},
  refund_id BIGINT NOT NULL REFERENCES refund_request(id),
  payment_no TEXT NOT NULL,
  method TEXT NOT NULL,
  gateway_ref TEXT NOT NULL DEFAULT '',
  amount BIGINT NOT NULL,
  status TEXT NOT NULL                   -- pending | succeeded | failed
);

-- How much of each order line has been refunded (partial refunds cannot exceed what was bought).
ALTER TABLE order_line ADD COLUMN refunded_quantity INTEGER NOT NULL DEFAULT 0;
