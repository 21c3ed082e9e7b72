-- The sandbox card gateway's own records. It stands for an outside payment provider: it keeps
-- its hosted checkouts and its outgoing notifications apart from our payment table, and talks
-- to us only over HTTP (redirects and signed notify calls).
CREATE TABLE sandbox_checkout (
  ref TEXT PRIMARY KEY,
  merchant_reference TEXT NOT NULL,      -- our payment_no
  amount BIGINT NOT NULL,
  currency TEXT NOT NULL,
  return_url TEXT NOT NULL,
  notify_url TEXT NOT NULL,
  status TEXT NOT NULL,                  -- open | approved | declined | refunded
  refunded BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  decided_at BIGINT
);

CREATE TABLE sandbox_notification (
  id {{ID}},
  ref TEXT NOT NULL REFERENCES sandbox_checkout(ref),
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  delivered_at BIGINT
);
CREATE INDEX sandbox_notification_due ON sandbox_notification(delivered_at, next_attempt_at);
