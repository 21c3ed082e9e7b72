// The order_review table (migration 0063). Only this module's SQL names it.
#pragma once

#include <optional>
#include <vector>

#include "db/db.h"
#include "modules/review/review_types.h"

namespace qsr::review::repo {

// Inserts the review; throws DbError unique_violation when the order has one.
int64_t insert(db::Tx& tx, const Review& r);
std::optional<Review> by_order(db::Tx& tx, const std::string& order_no);
std::optional<Review> by_id(db::Tx& tx, int64_t id);
std::vector<Review> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t count_of_member(db::Tx& tx, int64_t member_id);
int64_t count_written(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms);
// The community feed: shared, not hidden, with pictures or a video; newest first, before `before_id`.
std::vector<Review> feed(db::Tx& tx, int64_t before_id, int64_t limit);
// A store's reviews, newest first; `unanswered` only those without a reply.
std::vector<Review> of_store(db::Tx& tx, int64_t sid, bool unanswered, int64_t limit, int64_t offset);
// The store's answer; false when the review is not the store's.
bool set_reply(db::Tx& tx, int64_t id, int64_t sid, const std::string& reply, int64_t staff_id, int64_t now_ms);
bool set_hidden(db::Tx& tx, int64_t id, int64_t sid, bool hidden);
void move_member(db::Tx& tx, int64_t from, int64_t to);
void erase_member(db::Tx& tx, int64_t member_id);

}  // namespace qsr::review::repo
