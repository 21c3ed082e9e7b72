-- Each round a table sends goes to the kitchen at once (eat first, pay at the end): when it was
-- sent and when the kitchen served it. A paid table order is finished once every round is served.
CREATE TABLE dine_round (
  id {{ID}},
  session_id BIGINT NOT NULL REFERENCES dine_session(id),
  round INTEGER NOT NULL,
  sent_at BIGINT NOT NULL,
  served_at BIGINT,
  UNIQUE (session_id, round)
);
