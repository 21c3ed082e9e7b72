#include "modules/message/message_service.h"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "modules/message/message_repo.h"
#include "modules/message/push_repo.h"
#include "modules/message/message_templates.h"

namespace qsr::message {

bool is_category(std::string_view c) { return std::find(kCategories.begin(), kCategories.end(), c) != kCategories.end(); }

bool MessageService::post(db::Tx& tx, const Notice& n, int64_t now_ms) {
  if (!is_category(n.category) || !has_template(n.template_key) || n.dedup_key.empty() || n.member_id <= 0) {
    // A programming error in a feed: logged, and the change that caused it goes on without a message.
    spdlog::error("message: refused a notice ({} / {} / {})", n.category, n.template_key, n.dedup_key);
    return false;
  }
  const auto prefs = repo::preferences(tx, n.member_id);
  if (auto it = prefs.find(n.category); it != prefs.end() && !it->second) return false;
  if (!repo::insert(tx, n, now_ms)) return false;
  // The member's browsers get it too (Web Push), queued in this transaction like the message.
  if (push_repo::queue(tx, n.member_id, n.dedup_key, now_ms) > 0 && on_push_queued_) tx.after_commit(on_push_queued_);
  return true;
}

MessageService::Page MessageService::list(int64_t member_id, const std::optional<std::string>& category, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return Page{repo::page(tx, member_id, category, limit, offset), repo::count(tx, member_id, category)}; });
}

MessageService::Unread MessageService::unread(int64_t member_id, const std::optional<std::string>& category) {
  return db_.read_value([&](db::Tx& tx) { return Unread{repo::unread_count(tx, member_id, category), repo::newest_unread(tx, member_id, category)}; });
}

int64_t MessageService::unread_count(db::Tx& tx, int64_t member_id) { return repo::unread_count(tx, member_id, std::nullopt); }

int64_t MessageService::mark_read(int64_t member_id, const std::vector<int64_t>& ids) {
  if (ids.empty()) throw AppError::missing("notifyMessageIds");
  if (ids.size() > static_cast<size_t>(kMaxIdsPerRead)) throw AppError::invalid("notifyMessageIds");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) { return repo::mark_read(tx, member_id, ids, now); });
}

int64_t MessageService::read_sync(int64_t member_id, std::optional<int64_t> up_to, const std::optional<std::string>& category) {
  if (up_to && *up_to < 0) throw AppError::invalid("upTo");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) { return repo::mark_read_up_to(tx, member_id, up_to.value_or(INT64_MAX), category, now); });
}

std::map<std::string, bool> MessageService::preferences(int64_t member_id) {
  const auto set = db_.read_value([&](db::Tx& tx) { return repo::preferences(tx, member_id); });
  std::map<std::string, bool> out;
  for (const auto c : kCategories) {
    auto it = set.find(std::string(c));
    out[std::string(c)] = it == set.end() || it->second;
  }
  return out;
}

std::map<std::string, bool> MessageService::set_preference(int64_t member_id, const std::string& category, bool enabled) {
  const std::string c = checked_category(category);
  const int64_t now = clock_.now_ms();
  db_.write([&](db::Tx& tx) { repo::set_preference(tx, member_id, c, enabled, now); });
  return preferences(member_id);
}

std::string MessageService::checked_category(const std::string& c) {
  if (!is_category(c)) throw AppError(400, kBadCategory, "message_bad_category", {c.substr(0, 20)});
  return c;
}

void MessageService::add_daily_source(std::string job, int days_ahead, DailySource source) {
  daily_.push_back({std::move(job), days_ahead, std::move(source)});
}

int MessageService::run_daily(bool force) {
  constexpr int64_t kDayMs = 24LL * 3600 * 1000;
  constexpr size_t kBatch = 200;
  const int64_t now = clock_.now_ms();
  const std::string today = format_date(to_hk_local(now));
  int written = 0;
  for (const auto& d : daily_) {
    if (!force && db_.read_value([&](db::Tx& tx) { return repo::job_done(tx, d.job, today); })) continue;
    const auto notices = d.source(now, now + d.days_ahead * kDayMs);
    // Small transactions: a reminder run never holds the write lock for long.
    for (size_t i = 0; i < notices.size(); i += kBatch) {
      written += db_.write_value([&](db::Tx& tx) {
        int n = 0;
        for (size_t j = i; j < std::min(notices.size(), i + kBatch); ++j) n += post(tx, notices[j], now) ? 1 : 0;
        return n;
      });
    }
    db_.write([&](db::Tx& tx) { repo::mark_job_done(tx, d.job, today, now); });
  }
  return written;
}

void MessageService::erase_member(db::Tx& tx, int64_t member_id) { repo::erase_member(tx, member_id); }

void MessageService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::merge(tx, from, to); }

}  // namespace qsr::message
