-- How an online payment was made at the gateway (card, apple_pay, payme, fps, octopus, ...), as
-- the gateway's signed notify says; empty for wallet payments and for card payments before it.
ALTER TABLE payment ADD COLUMN channel TEXT NOT NULL DEFAULT '';
-- The sandbox's hosted page lets the payer pick the Hong Kong method, as a real gateway's does.
ALTER TABLE sandbox_checkout ADD COLUMN method TEXT NOT NULL DEFAULT '';
