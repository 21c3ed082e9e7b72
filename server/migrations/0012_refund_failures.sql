-- Card refunds can fail (spec 000 §4 refund log 60): how often we tried, and a sandbox switch
-- that makes a checkout's refunds decline, as a closed card would.
ALTER TABLE refund_part ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payment ADD COLUMN refund_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sandbox_checkout ADD COLUMN refunds_refused INTEGER NOT NULL DEFAULT 0;
