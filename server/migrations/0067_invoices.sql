-- Invoices (e-receipts; issue 20, spec 000 orderPlus/pages/invoice, §5 tax number, 001 §7
-- /v1/order/invoice/..., docs/decisions/0048). Owned by the invoice module.

-- The names a member has receipts made out to: themselves or a company with its tax number.
CREATE TABLE invoice_title (
  id {{ID}},
  member_id BIGINT NOT NULL,
  kind TEXT NOT NULL,                    -- personal | company
  name TEXT NOT NULL,
  tax_number TEXT NOT NULL DEFAULT '',   -- company only: 15, 18 or 20 of A-Z 0-9
  email TEXT NOT NULL DEFAULT '',        -- where the receipt is also sent; optional
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX invoice_title_member ON invoice_title (member_id, id);

-- One receipt per paid order, with the title as it was when asked for (a title edited later does
-- not change a receipt already made out).
CREATE TABLE invoice (
  id {{ID}},
  invoice_no TEXT NOT NULL UNIQUE,       -- ours, and the key the provider deduplicates on
  member_id BIGINT NOT NULL,
  source TEXT NOT NULL,                  -- order
  source_no TEXT NOT NULL,               -- the order number
  title_kind TEXT NOT NULL,
  title_name TEXT NOT NULL,
  tax_number TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  amount BIGINT NOT NULL,                -- cents the customer kept paid when it was asked for
  status TEXT NOT NULL,                  -- requested | issuing | issued | failed | reversed | cancelled
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  claim_until BIGINT,                    -- a runner holds it for a provider call until then
  provider_ref TEXT,
  number TEXT,                           -- the provider's receipt number once issued
  red_number TEXT,                       -- the red-letter (reversing) receipt's number
  reverse_wanted INTEGER NOT NULL DEFAULT 0,  -- the order was refunded: reverse once issued
  fail_reason TEXT,
  requested_at BIGINT NOT NULL,
  issued_at BIGINT,
  reversed_at BIGINT,
  updated_at BIGINT NOT NULL,
  UNIQUE (source, source_no)
);
CREATE INDEX invoice_member ON invoice (member_id, id);
CREATE INDEX invoice_status ON invoice (status, next_attempt_at);

-- The receipt's PDF as the provider made it, hex text (portable on both databases; a few tens of
-- kilobytes each), served only to its member.
CREATE TABLE invoice_document (
  invoice_id BIGINT PRIMARY KEY,
  pdf TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- The sandbox invoice provider's own books (modules/invoice/sandbox_invoice_provider.h): what it
-- was asked to issue, keyed by our invoice number, and the callbacks it owes us.
CREATE TABLE sandbox_invoice (
  ref TEXT PRIMARY KEY,
  request_key TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,                    -- the request as JSON
  calls INTEGER NOT NULL DEFAULT 1,      -- issue calls made with this key (a deduplicated retry counts)
  status TEXT NOT NULL,                  -- pending | issued | failed | reversed
  number TEXT,
  red_number TEXT,
  reverse_key TEXT,
  pdf TEXT,
  callback_url TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  delivered_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE INDEX sandbox_invoice_due ON sandbox_invoice (delivered_at, next_attempt_at);
