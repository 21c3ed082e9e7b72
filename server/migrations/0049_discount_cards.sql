-- Discount cards (issue 17, spec 000 §2 member/pages/voucher/discountCard and the small package's;
-- docs/decisions/0039): an equity card of the kind `discount` releases one discount coupon a day,
-- valid that Hong Kong day, so its discount is had once a day for as many days as it runs.
-- `bundle`: the equity cards of decision 0033, a schedule of coupons.
ALTER TABLE rights_card ADD COLUMN kind TEXT NOT NULL DEFAULT 'bundle';
