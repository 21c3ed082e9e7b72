#include "modules/task/task_service.h"

#include <algorithm>

#include "core/app_error.h"
#include "modules/account/account_api.h"
#include "modules/order/order_api.h"
#include "modules/review/review_api.h"
#include "modules/task/task_repo.h"

namespace qsr::task {
namespace {

constexpr int64_t kMaxTarget = 1000;

bool running(const Task& t, int64_t now_ms) { return t.active && now_ms >= t.starts_at && now_ms < t.ends_at; }

// A complete profile: what the member info page asks for beyond the phone.
bool profile_complete(const account::Member& m) { return !m.nickname.empty() && m.sex != 0 && !m.birthday.empty(); }

// What the member has done towards the task in the period, from the owners' records.
int64_t done(db::Tx& tx, const Task& t, const Period& p, int64_t member_id) {
  // The period within the task's own window: a weekly task that started on Wednesday counts from then.
  const int64_t from = std::max(p.from_ms, t.starts_at), to = std::min(p.to_ms, t.ends_at);
  if (t.kind == kOrder) return order::count_finished(tx, member_id, from, to);
  if (t.kind == kInvite) return account::count_invitees(tx, member_id, from, to);
  if (t.kind == kReview) return review::count_written(tx, member_id, from, to);
  if (t.kind == kProfile) {
    const auto m = account::find_member(tx, member_id);
    return m && profile_complete(*m) ? 1 : 0;
  }
  return 0;
}

std::string reward_key(const Task& t, int64_t member_id, const std::string& period_key) {
  return "task:" + std::to_string(t.id) + ":" + std::to_string(member_id) + ":" + period_key;
}

reward::Reward reward_of(const Task& t) { return {t.reward_kind, t.reward_points, t.reward_template_id}; }
std::optional<int64_t> template_of(const TaskService::View& v) { return v.task.reward_template_id; }

}  // namespace

TaskService::View TaskService::view_of(db::Tx& tx, const Task& t, std::optional<int64_t> member_id, int64_t now_ms) {
  View v;
  v.task = t;
  v.period = *period_at(t.period, now_ms, t.starts_at, t.ends_at);
  if (member_id) v.progress = std::min(done(tx, t, v.period, *member_id), t.target);
  return v;
}

TaskService::View TaskService::view_with_claim(db::Tx& tx, const Task& t, int64_t member_id, int64_t now_ms) {
  View v = view_of(tx, t, member_id, now_ms);
  v.claim = repo::claim(tx, t.id, member_id, v.period.key);
  return v;
}

std::vector<TaskService::View> TaskService::list(std::optional<int64_t> member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  auto views = db_.read_value([&](db::Tx& tx) {
    std::vector<View> out;
    std::vector<repo::TaskPeriod> periods;
    for (const auto& t : repo::tasks(tx)) {
      if (!running(t, now)) continue;
      out.push_back(view_of(tx, t, member_id, now));
      periods.push_back({t.id, out.back().period.key});
    }
    // The member's claims of these periods, in one read.
    if (member_id) {
      for (auto& c : repo::claims(tx, *member_id, periods)) {
        for (auto& v : out) {
          if (v.task.id == c.task_id) v.claim = c;
        }
      }
    }
    return out;
  });
  rewards_.name_coupons(views, lang, template_of);
  return views;
}

TaskService::View TaskService::claim(int64_t member_id, int64_t task_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  std::vector<View> one{db_.write_value([&](db::Tx& tx) {
    const auto t = repo::task(tx, task_id);
    if (!t) throw AppError::not_found("task_not_found");
    if (!running(*t, now)) throw AppError(400, kNotOpen, "task_not_open");
    View view = view_with_claim(tx, *t, member_id, now);
    if (view.claim) return view;  // claimed already this period: the same answer, nothing more
    if (view.progress < t->target) throw AppError(400, kNotDone, "task_not_done");
    Claim c{0, t->id, member_id, view.period.key, t->reward_kind, t->reward_points, std::nullopt, now};
    // The claim's row first: of two claims at once, the second waits here and then answers the first.
    if (!repo::insert_claim(tx, c)) return view_with_claim(tx, *t, member_id, now);
    const std::string key = reward_key(*t, member_id, view.period.key);
    if (const auto code = rewards_.give(tx, member_id, reward_of(*t), key, now, "task")) {
      repo::set_coupon(tx, t->id, member_id, view.period.key, *code);
    }
    view.claim = repo::claim(tx, t->id, member_id, view.period.key);
    return view;
  })};
  rewards_.name_coupons(one, lang, template_of);
  return one.front();
}

std::vector<Task> TaskService::all() {
  return db_.read_value([](db::Tx& tx) { return repo::tasks(tx); });
}

Task TaskService::save(const Task& t) {
  if (t.title.get(Lang::zh_HK).empty()) throw AppError::invalid("title");
  if (t.kind != kOrder && t.kind != kInvite && t.kind != kProfile && t.kind != kReview) throw AppError::invalid("kind");
  if (!period_at(t.period, 0, 0, 1)) throw AppError::invalid("period");
  if (t.target < 1 || t.target > kMaxTarget || (t.kind == kProfile && t.target != 1)) throw AppError::invalid("target");
  if (t.ends_at <= t.starts_at) throw AppError::invalid("endsAt");
  rewards_.check(reward_of(t), reward::kRewardFields);
  Task saved = t;
  if (t.reward_kind == reward::kPoints) {
    saved.reward_template_id.reset();
  } else {
    saved.reward_points = 0;
  }
  return db_.write_value([&](db::Tx& tx) {
    if (saved.id != 0 && !repo::task(tx, saved.id)) throw AppError::not_found();
    return *repo::task(tx, repo::save_task(tx, saved, clock_.now_ms()));
  });
}

void TaskService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

int64_t TaskService::claim_count(db::Tx& tx, int64_t member_id) { return repo::count_claims(tx, member_id); }

}  // namespace qsr::task
