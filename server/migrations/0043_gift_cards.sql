-- Gift cards (issue 17, docs/decisions/0034): batches of stored-value cards, electronic (sold as
-- product orders of kind "giftcard") or physical (printed with a number and a password, exchanged
-- into an account once); each card's balance changes only with a ledger row; giving a card
-- freezes it behind a link a friend claims, or it returns after 24 hours.
CREATE TABLE gift_card_batch (
  id {{ID}},
  name TEXT NOT NULL,                      -- three languages (JSON)
  kind TEXT NOT NULL CHECK (kind IN ('electronic', 'physical')),
  face_value BIGINT NOT NULL CHECK (face_value > 0),
  price BIGINT NOT NULL CHECK (price > 0),         -- what a member pays for an e-card
  bonus BIGINT NOT NULL DEFAULT 0 CHECK (bonus >= 0),  -- an e-card's online bonus, usable 24 h after activation
  validity_days INTEGER NOT NULL CHECK (validity_days > 0 AND validity_days <= 3660),
  color TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL
);

CREATE TABLE gift_card (
  id {{ID}},
  batch_id BIGINT NOT NULL REFERENCES gift_card_batch(id),
  kind TEXT NOT NULL,
  card_no_hash TEXT NOT NULL UNIQUE,       -- SHA-256 of the 16-digit number: never stored in the clear
  card_last4 TEXT NOT NULL,
  password_hash TEXT NOT NULL DEFAULT '',  -- a physical card's password (argon2id)
  member_id BIGINT REFERENCES member(id),  -- null until exchanged
  status TEXT NOT NULL,                    -- unredeemed | active | frozen | voided | cancelled | expired
  face_value BIGINT NOT NULL,
  balance BIGINT NOT NULL CHECK (balance >= 0),
  bonus BIGINT NOT NULL DEFAULT 0 CHECK (bonus >= 0),  -- of the balance, the online bonus
  bonus_usable_at BIGINT,
  order_no TEXT,                           -- the product order that bought it (e-cards)
  received_from BIGINT REFERENCES member(id),
  activated_at BIGINT,
  expires_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX gift_card_member ON gift_card(member_id, status);
CREATE INDEX gift_card_order ON gift_card(order_no);

CREATE TABLE gift_card_ledger (
  id {{ID}},
  card_id BIGINT NOT NULL REFERENCES gift_card(id),
  member_id BIGINT REFERENCES member(id),
  delta BIGINT NOT NULL,
  bonus_delta BIGINT NOT NULL DEFAULT 0,
  balance_after BIGINT NOT NULL,
  kind TEXT NOT NULL,                      -- issue | exchange | give_out | give_in | cancel | void
  reference TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);
CREATE INDEX gift_card_ledger_card ON gift_card_ledger(card_id, id);

CREATE TABLE gift_card_gift (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,         -- SHA-256 of the link's token
  card_id BIGINT NOT NULL REFERENCES gift_card(id),
  giver_id BIGINT NOT NULL REFERENCES member(id),
  receiver_id BIGINT REFERENCES member(id),
  status TEXT NOT NULL,                    -- pending | claimed | withdrawn | returned
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  settled_at BIGINT
);
CREATE INDEX gift_card_gift_card ON gift_card_gift(card_id, status);
CREATE INDEX gift_card_gift_due ON gift_card_gift(status, expires_at);
