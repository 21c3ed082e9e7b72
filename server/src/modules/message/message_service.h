// The message centre (issue 20; spec 000 memberPlus/pages/messageCenter; 001 §7 notifyMessage and
// message): a member's messages, written by other modules' events in the transaction that made
// the change (docs/decisions/0044), each once by its dedup key, unless the member turned its
// category off; read, marked read and counted by their member only. The daily reminders
// (coupons and points expiring soon) run from sources the other modules give (message_feeds.cpp).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/message/message_types.h"

namespace qsr::message {

enum MessageCode {
  kBadCategory = 46001,
};

inline constexpr int64_t kMaxIdsPerRead = 100;

class MessageService {
 public:
  MessageService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  // In the caller's transaction: writes the message unless its category is off for the member or
  // the member already has one of this dedup key. True when it wrote one.
  bool post(db::Tx& tx, const Notice& n, int64_t now_ms);
  // Called after the commit of a message that queued Web Push deliveries (to send them promptly).
  void on_push_queued(std::function<void()> fn) { on_push_queued_ = std::move(fn); }

  struct Page {
    std::vector<Message> list;
    int64_t total = 0;
  };
  // The member's messages, newest first (of one category, or all).
  Page list(int64_t member_id, const std::optional<std::string>& category, int64_t limit, int64_t offset);
  struct Unread {
    int64_t count = 0;
    std::optional<Message> newest;
  };
  Unread unread(int64_t member_id, const std::optional<std::string>& category);
  int64_t unread_count(db::Tx& tx, int64_t member_id);
  // Marks the member's own messages of these ids read; ids of others' messages change nothing.
  // 400 for an empty list or more than kMaxIdsPerRead. Answers how many changed.
  int64_t mark_read(int64_t member_id, const std::vector<int64_t>& ids);
  // Marks every unread message up to `up_to` (an id; none: all of them now) read.
  int64_t read_sync(int64_t member_id, std::optional<int64_t> up_to, const std::optional<std::string>& category);

  // Every category with whether it is on.
  std::map<std::string, bool> preferences(int64_t member_id);
  std::map<std::string, bool> set_preference(int64_t member_id, const std::string& category, bool enabled);
  // A category named by a request: 400 46001 when it is not one of kCategories.
  static std::string checked_category(const std::string& c);

  // The daily reminders: a source answers the notices due for what expires between `from` and
  // `to` (ms); its days_ahead sets the window. Each source runs once per Hong Kong day (`force`:
  // again), each notice written once by its dedup key, so a re-run or a second server writes
  // nothing twice. Answers the messages written.
  using DailySource = std::function<std::vector<Notice>(int64_t from_ms, int64_t to_ms)>;
  void add_daily_source(std::string job, int days_ahead, DailySource source);
  int run_daily(bool force = false);

  void erase_member(db::Tx& tx, int64_t member_id);
  void merge(db::Tx& tx, int64_t from, int64_t to);
  const Clock& clock() const { return clock_; }

 private:
  struct Daily {
    std::string job;
    int days_ahead = 0;
    DailySource source;
  };
  db::Db& db_;
  const Clock& clock_;
  std::vector<Daily> daily_;
  std::function<void()> on_push_queued_;
};

}  // namespace qsr::message
