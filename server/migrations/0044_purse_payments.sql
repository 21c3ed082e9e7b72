-- Paying an order from a purse other than the wallet (issue 17, docs/decisions/0035): a gift
-- card. The payment row says which card paid (its source), and its bonus columns hold the part
-- of the payment that was the card's online bonus, as they do for the wallet's gifted money.
ALTER TABLE payment ADD COLUMN source_id BIGINT NOT NULL DEFAULT 0;
