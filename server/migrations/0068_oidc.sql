-- Sign-in with Google, Apple and Facebook (issue 20; docs/decisions/0049-oidc-sign-in.md).

-- Owned by the account module: one sign-in (or identity link) started with a provider. The row
-- holds what must never travel through the browser (the PKCE verifier) and what must come back
-- unchanged (the state, by its hash; the nonce), is used once, and is dead after expires_at.
CREATE TABLE oidc_attempt (
  id {{ID}},
  state_hash TEXT NOT NULL UNIQUE,     -- SHA-256 of the state sent to the provider
  provider TEXT NOT NULL,              -- google | apple | facebook
  purpose TEXT NOT NULL,               -- sign_in | link
  member_id BIGINT,                    -- link: the member who asked
  session_id BIGINT NOT NULL,          -- the browser session (visitor or member) that started it
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_url TEXT NOT NULL,            -- a same-origin path (http/return_url.h)
  status TEXT NOT NULL,                -- started | exchanging | verified | failed | used
  auth_code TEXT,                      -- the provider's code, until it is exchanged
  ticket_hash TEXT UNIQUE,             -- SHA-256 of the one-time ticket the app redeems
  subject TEXT,
  display_name TEXT,
  failure TEXT,                        -- why it failed (logged reason, never shown)
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX oidc_attempt_expiry ON oidc_attempt (expires_at);
