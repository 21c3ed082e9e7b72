// Reviews of finished orders (issue 20): one per order, by the member who placed it, within 30
// days, screened for special characters and sensitive words, with up to 7 pictures and a video
// of their own; the store's reply; the brand's community feed of shared reviews with photos.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/account_api.h"
#include "modules/moderation/sensitive_words.h"
#include "modules/order/order_service.h"
#include "modules/review/review_types.h"

namespace qsr::review {

// What the comment page needs to know about an order.
struct ReviewState {
  order::OrderRow order;
  std::optional<Review> review;
  std::optional<std::string> closed;  // why it cannot be reviewed now (a message key), when it has no review
};

class ReviewService {
 public:
  ReviewService(db::Db& db, const Clock& clock, order::OrderService& orders, const moderation::SensitiveWords& words)
      : db_(db), clock_(clock), orders_(orders), words_(words) {}

  // The member's own order (404 for anyone else's) and its review or why there is none.
  ReviewState state_of(int64_t member_id, const std::string& order_no);
  // Saves the review. The same review sent again (a retry) answers the saved one; a different one
  // for a reviewed order is 40002.
  Review submit(int64_t member_id, const ReviewInput& in);
  std::vector<Review> mine(int64_t member_id, int64_t limit, int64_t offset);
  // The community feed, newest first, before the review `before_id` (0: from the newest).
  std::vector<Review> feed(int64_t before_id, int64_t limit);
  // One review of the feed (shared and not hidden), or the viewer's own; nullopt otherwise.
  std::optional<Review> readable(int64_t id, std::optional<int64_t> viewer);

  // The authors' names and avatars, read in one query.
  std::map<int64_t, account::MemberName> authors(const std::vector<Review>& reviews);

  // The store's side.
  std::vector<Review> of_store(int64_t sid, bool unanswered, int64_t limit, int64_t offset);
  Review reply(int64_t sid, int64_t staff_id, int64_t id, const std::string& text);
  Review set_hidden(int64_t sid, int64_t id, bool hidden);

  // Told in the transaction where the store replies (the message centre tells the member).
  using ReplyListener = std::function<void(db::Tx&, const Review&, int64_t now_ms)>;
  void on_replied(ReplyListener l) { reply_listeners_.push_back(std::move(l)); }

  // The "review" field of an order's detail and of its card in the order list: can / done /
  // closed (with the review's id when done).
  void decorate(db::Tx& tx, const order::OrderRow& o, boost::json::object& detail) const;
  // Account hooks.
  void merge(db::Tx& tx, int64_t from, int64_t to);
  void erase(db::Tx& tx, int64_t member_id);
  int64_t count(db::Tx& tx, int64_t member_id);

 private:
  std::vector<ReviewMedia> checked_media(db::Tx& tx, int64_t member_id, const std::vector<std::string>& names) const;
  Review refused_or_replayed(int64_t member_id, const ReviewInput& in, const std::vector<ReviewMedia>& media);

  db::Db& db_;
  const Clock& clock_;
  order::OrderService& orders_;
  const moderation::SensitiveWords& words_;
  std::vector<ReplyListener> reply_listeners_;
};

}  // namespace qsr::review
