// The SQL of Web Push (push_subscription, push_delivery, push_key; migration 0069).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/message/push_types.h"

namespace qsr::message::push_repo {

using Subscription = PushSubscription;

// A delivery due, with what the job needs to send it.
struct Due {
  int64_t id = 0;
  int64_t next_try_at = 0;
  int64_t attempts = 0;
  int64_t subscription_id = 0;
  Subscription to;
  int64_t message_id = 0;
  std::string template_key, params, link;
  int64_t message_created_at = 0;
};

// The browser's subscription, now the member's (an endpoint last signed in by another member moves
// and drops what was still queued for the other). A member keeps at most `keep` browsers, the newest.
void upsert(db::Tx& tx, int64_t member_id, const Subscription& s, int64_t now_ms, int64_t keep);
// Removes the member's own subscription of this endpoint; how many went.
int64_t remove(db::Tx& tx, int64_t member_id, const std::string& endpoint);
// A subscription the push service says is gone (404/410), and its queue.
void remove_by_id(db::Tx& tx, int64_t subscription_id);
bool subscribed(db::Tx& tx, int64_t member_id, const std::string& endpoint);

// In the message's transaction: one delivery per browser of the member of the message just
// written under `dedup_key`; how many.
int64_t queue(db::Tx& tx, int64_t member_id, const std::string& dedup_key, int64_t now_ms);
std::vector<Due> due(db::Tx& tx, int64_t now_ms, int64_t limit);
// Claims a delivery read as due (its next_try_at unchanged since): true for one caller only.
bool claim(db::Tx& tx, int64_t id, int64_t seen_next_try_at, int64_t lease_until);
void finish(db::Tx& tx, int64_t id, const std::string& outcome, int64_t now_ms);
void retry_at(db::Tx& tx, int64_t id, int64_t next_try_at);

std::optional<std::string> stored_key(db::Tx& tx);
// Stores `private_key` unless a key is there already (another server was first); answers the stored one.
std::string store_key_once(db::Tx& tx, const std::string& private_key, int64_t now_ms);

void erase_member(db::Tx& tx, int64_t member_id);
void merge(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::message::push_repo
