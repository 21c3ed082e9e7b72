-- Giving an equity card to a friend (issue 17, docs/decisions/0036): the card waits behind a link
-- for 24 hours (status `giving`, its releases held), the first member to claim it becomes its
-- holder and gets what is still to come; the giver keeps the coupons that came before. Unclaimed,
-- it goes back to the giver; withdrawn, the link stops working.
ALTER TABLE member_rights_card ADD COLUMN received_from BIGINT;  -- the giver, on a received card
ALTER TABLE member_rights_card ADD COLUMN received_at BIGINT;

-- Who got a release's coupons: the card's holder when it came (a given card changes holder).
ALTER TABLE rights_release ADD COLUMN released_to BIGINT;

CREATE TABLE rights_gift (
  id {{ID}},
  token_hash TEXT NOT NULL UNIQUE,         -- SHA-256 of the link's token
  member_card_id BIGINT NOT NULL REFERENCES member_rights_card(id),
  giver_id BIGINT NOT NULL REFERENCES member(id),
  receiver_id BIGINT REFERENCES member(id),
  status TEXT NOT NULL,                    -- pending | claimed | withdrawn | returned
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  settled_at BIGINT
);
CREATE INDEX rights_gift_card ON rights_gift(member_card_id, status);
CREATE INDEX rights_gift_due ON rights_gift(status, expires_at);
CREATE INDEX rights_gift_giver ON rights_gift(giver_id, id);
