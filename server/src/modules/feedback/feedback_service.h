// Feedback (issue 20): a member tells the brand, or one store, what went wrong or right, with a
// way to reach them and up to 5 pictures of their own; the store's staff (feedback about their
// store) or the brand's operators (any) answer and close it; the member reads the answer.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/feedback/feedback_types.h"

namespace qsr::feedback {

class FeedbackService {
 public:
  // `store_exists` says whether a store id names a store (the catalogue's answer).
  FeedbackService(db::Db& db, const Clock& clock, std::function<bool(int64_t)> store_exists)
      : db_(db), clock_(clock), store_exists_(std::move(store_exists)) {}

  // Saves it once per idempotency key (a retry answers the first); 10 a day per member.
  Feedback submit(int64_t member_id, const FeedbackInput& in, const std::string& idempotency_key);
  std::vector<Feedback> mine(int64_t member_id, int64_t limit, int64_t offset);
  // The member's own; nullopt for anyone else's.
  std::optional<Feedback> own(int64_t member_id, int64_t id);

  // Staff: their store's. Operators: any (sid none).
  std::vector<Feedback> listed(std::optional<int64_t> sid, const std::string& status, int64_t limit, int64_t offset);
  // 404 when a store's staff answer feedback that is not about their store.
  Feedback reply(std::optional<int64_t> sid, std::optional<int64_t> staff_id, int64_t id, const std::string& text);
  Feedback close(std::optional<int64_t> sid, int64_t id);

  // Told in the answering transaction (the message centre tells the member).
  using ReplyListener = std::function<void(db::Tx&, const Feedback&, int64_t now_ms)>;
  void on_replied(ReplyListener l) { reply_listeners_.push_back(std::move(l)); }

  void merge(db::Tx& tx, int64_t from, int64_t to);
  void erase(db::Tx& tx, int64_t member_id);
  int64_t count(db::Tx& tx, int64_t member_id);

 private:
  Feedback owned_by_store(db::Tx& tx, std::optional<int64_t> sid, int64_t id);

  db::Db& db_;
  const Clock& clock_;
  std::function<bool(int64_t)> store_exists_;
  std::vector<ReplyListener> reply_listeners_;
};

}  // namespace qsr::feedback
