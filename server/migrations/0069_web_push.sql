-- Web Push (issue 20; decision 0050): a member's browsers that asked for notifications, the
-- deliveries of each message to each of them, and the application server's VAPID key. Owned by
-- the message module (modules/table_owners.txt).

-- A browser's PushSubscription: where to send and the keys to encrypt for it (base64url), in the
-- language the app had when it subscribed. One endpoint belongs to one member: the last one
-- signed in on that browser.
CREATE TABLE push_subscription (
  id {{ID}},
  member_id BIGINT NOT NULL,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX push_subscription_member ON push_subscription (member_id);

-- One message to one browser: written in the message's transaction, claimed by the push job
-- (next_try_at moved past the call's deadline), finished once (done_at, outcome).
CREATE TABLE push_delivery (
  id {{ID}},
  message_id BIGINT NOT NULL,
  subscription_id BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_try_at BIGINT NOT NULL,
  done_at BIGINT,
  outcome TEXT,                             -- sent | expired | failed
  UNIQUE (message_id, subscription_id)
);
CREATE INDEX push_delivery_due ON push_delivery (next_try_at) WHERE done_at IS NULL;
CREATE INDEX push_delivery_subscription ON push_delivery (subscription_id);

-- The VAPID key when QSR_VAPID_PRIVATE_KEY does not give one: made by the first server that needs
-- it, the same for every server (browsers tie a subscription to the key it was made with).
CREATE TABLE push_key (
  id INTEGER PRIMARY KEY,                   -- always 1
  private_key TEXT NOT NULL,                -- base64url, 32 bytes
  created_at BIGINT NOT NULL
);
