// The feedback table (migration 0064). Only this module's SQL names it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/feedback/feedback_types.h"

namespace qsr::feedback::repo {

// Inserts; nullopt when the member already sent feedback under this key (a retry).
std::optional<int64_t> insert(db::Tx& tx, const Feedback& f, const std::string& idempotency_key);
std::optional<Feedback> by_key(db::Tx& tx, int64_t member_id, const std::string& idempotency_key);
std::optional<Feedback> by_id(db::Tx& tx, int64_t id);
std::vector<Feedback> of_member(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
// Newest first; `sid` a store's only (none: all); `status` one status (empty: all).
std::vector<Feedback> listed(db::Tx& tx, std::optional<int64_t> sid, const std::string& status, int64_t limit, int64_t offset);
// The answer, unless the feedback is closed; false when nothing changed.
bool set_reply(db::Tx& tx, int64_t id, const std::string& reply, std::optional<int64_t> staff_id, int64_t now_ms);
bool close(db::Tx& tx, int64_t id);
int64_t count_of_member(db::Tx& tx, int64_t member_id);
void move_member(db::Tx& tx, int64_t from, int64_t to);
void erase_member(db::Tx& tx, int64_t member_id);

}  // namespace qsr::feedback::repo
