-- Group (joint) orders, spec 001 §4: a launcher opens a group at a store, others join by its
-- uniqueId; each participant fills their own pocket of one shared cart (cart_line owner
-- "g:<group id>", pocket = the participant's pack_bag); the launcher submits and pays.
CREATE TABLE group_order (
  id {{ID}},
  unique_id TEXT NOT NULL UNIQUE,
  sid BIGINT NOT NULL REFERENCES store(sid),
  order_type INTEGER NOT NULL,
  address_id BIGINT,
  launcher_id BIGINT NOT NULL REFERENCES member(id),
  status TEXT NOT NULL,                  -- open | submitted | cancelled
  participants INTEGER NOT NULL DEFAULT 1,
  version BIGINT NOT NULL DEFAULT 1,     -- bumped on every change (clients poll it every 2 s)
  order_id BIGINT REFERENCES orders(id),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX group_order_launcher ON group_order(launcher_id, status);

CREATE TABLE group_member (
  group_id BIGINT NOT NULL REFERENCES group_order(id),
  member_id BIGINT NOT NULL REFERENCES member(id),
  pocket INTEGER NOT NULL,
  choice_status INTEGER NOT NULL DEFAULT 0,
  joined_at BIGINT NOT NULL,
  PRIMARY KEY (group_id, member_id),
  UNIQUE (group_id, pocket)
);
CREATE INDEX group_member_member ON group_member(member_id);

ALTER TABLE orders ADD COLUMN group_id BIGINT;
