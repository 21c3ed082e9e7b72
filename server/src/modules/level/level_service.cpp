#include "modules/level/level_service.h"

#include <algorithm>
#include <cstdio>
#include <regex>

#include "core/app_error.h"
#include "core/validators.h"
#include "core/clock.h"
#include "modules/account/account_api.h"
#include "modules/level/level_repo.h"

namespace qsr::level {

namespace {

constexpr int64_t kMaxGrowth = 100'000'000;
constexpr int64_t kMaxRate = 100 * kRateOne;  // x100

void check_name(const I18nText& name, const char* field) {
  for (Lang l : kAllLangs) {
    if (name.get(l).empty() || name.get(l).size() > 60) throw AppError::invalid(field);
  }
}

}  // namespace

LevelService::LevelService(db::Db& db, const Clock& clock)
    : db_(db), clock_(clock), rules_(db, kRulesChannel, [](db::Tx& tx) { return Rules{repo::levels(tx), repo::consumption_money(tx)}; }) {}

int64_t LevelService::consumption_money() {
  return db_.read_value([&](db::Tx& tx) { return rules(tx)->consumption_money; });
}

LevelService::Catalogue LevelService::catalogue() {
  return db_.read_value([&](db::Tx& tx) {
    auto r = rules(tx);
    return Catalogue{r->levels, r->consumption_money};
  });
}

Level LevelService::save_level(const Level& l) {
  static const std::regex code_shape("[a-z0-9_-]{1,32}");
  if (!std::regex_match(l.code, code_shape)) throw AppError::invalid("code");
  check_name(l.name, "name");
  if (l.threshold < 0 || l.threshold > kMaxGrowth) throw AppError::invalid("threshold");
  if (l.validity_days < 0 || l.validity_days > 36'500) throw AppError::invalid("validityDays");
  if (l.earn_rate < 0 || l.earn_rate > kMaxRate) throw AppError::invalid("earnRate");
  if (l.redeem_rate <= 0 || l.redeem_rate > kMaxRate) throw AppError::invalid("redeemRate");
  for (Lang lang : kAllLangs) {
    if (l.benefits.get(lang).size() > 2000) throw AppError::invalid("benefits");
  }
  if (!validators::valid_color(l.color)) throw AppError::invalid("color");
  return db_.write_value([&](db::Tx& tx) {
    for (const auto& other : repo::levels(tx)) {
      if (other.threshold == l.threshold && other.code != l.code) throw AppError::invalid("threshold");
    }
    Level saved = l;
    saved.id = repo::save_level(tx, l, clock_.now_ms());
    rules_.changed(tx);
    return saved;
  });
}

int64_t LevelService::set_growth_rule(int64_t consumption_money) {
  if (consumption_money < 0 || consumption_money > 100'000'000) throw AppError::invalid("consumptionMoney");
  db_.write([&](db::Tx& tx) {
    repo::save_growth_rule(tx, consumption_money, clock_.now_ms());
    rules_.changed(tx);
  });
  return consumption_money;
}

bool LevelService::change(db::Tx& tx, int64_t member_id, const GrowthEntry& e) {
  const auto held = rules(tx);  // kept alive while `lv` is used: another thread may drop the cache
  const Levels& lv = held->levels;
  Standing s = repo::lock_standing(tx, member_id, first_standing(lv, e.now_ms), e.now_ms);
  // The ledger row first: a key used before writes nothing, and nothing else moves.
  if (!repo::write_ledger(tx, member_id, e, s.growth + e.delta)) return false;
  s.growth += e.delta;
  const Level* before = find_level(lv, s.level_id);
  const Standing after = after_change(s, lv, e.now_ms);
  repo::save_standing(tx, member_id, after, e.now_ms);
  const Level* now = find_level(lv, after.level_id);
  if (now && now->threshold > (before ? before->threshold : 0)) {
    for (const auto& tell : level_up_listeners_) tell(tx, member_id, *now, e);
  }
  return true;
}

void LevelService::settle_order(db::Tx& tx, const OrderGrowth& o, int64_t now_ms) {
  if (!o.paid || o.payable <= 0) return;  // never paid in full, or free: nothing earned
  const std::string ref = "order:" + o.order_no;
  const int64_t kept_money = o.cancelled ? 0 : std::clamp<int64_t>(o.paid_total - o.refunded_total, 0, o.payable);
  const bool whole = kept_money == o.payable;
  // Earned once: the key makes every later call a duplicate, so the usual paid order needs no read.
  int64_t earned = whole ? 0 : repo::sum_for(tx, ref, "earn");
  if (earned == 0 && kept_money > 0) earned = earn(tx, o, now_ms);
  if (earned <= 0 || whole) return;
  // Growth counted in a period that has ended stays there (that period's level is decided).
  const auto earned_at = repo::written_at(tx, ref, "earn");
  const auto s = repo::standing(tx, o.member_id);
  if (!earned_at || !s || *earned_at < s->period_started_at) return;
  const int64_t reversed = -repo::sum_for(tx, ref, "reverse");
  const int64_t due = earned - growth_kept(earned, o.payable, o.payable - kept_money) - reversed;
  if (due <= 0) return;
  change(tx, o.member_id, {-due, "reverse", ref, "growth-reverse:" + o.order_no + ":" + std::to_string(o.refunded_total) +
                                                     (o.cancelled ? ":c" : ""), now_ms});
}

int64_t LevelService::earn(db::Tx& tx, const OrderGrowth& o, int64_t now_ms) {
  const std::string ref = "order:" + o.order_no;
  const int64_t earned = earn_purchase(tx, o.member_id, ref, o.order_no, std::max<int64_t>(0, o.payable - o.gifted), now_ms);
  return earned > 0 ? earned : repo::sum_for(tx, ref, "earn");  // earned before, by the rule as it was then
}

int64_t LevelService::earn_purchase(db::Tx& tx, int64_t member_id, const std::string& reference, const std::string& what,
                                    int64_t paid, int64_t now_ms) {
  const int64_t growth = growth_for(paid, rules(tx)->consumption_money);
  if (growth <= 0) return 0;
  return change(tx, member_id, {growth, "earn", reference, "growth:" + what, now_ms}) ? growth : 0;
}

std::optional<Level> LevelService::level_of(db::Tx& tx, int64_t member_id) {
  const auto held = rules(tx);
  const Levels& lv = held->levels;
  if (lv.empty()) return std::nullopt;
  const auto s = repo::standing(tx, member_id);
  const Level* l = s ? find_level(lv, s->level_id) : level_for(lv, 0);
  if (!l) return std::nullopt;
  return *l;
}

void LevelService::prefetch_level_of(db::Tx& tx, int64_t member_id) {
  if (!rules(tx)->levels.empty()) repo::prefetch_standing(tx, member_id);
}

std::vector<int64_t> LevelService::groups_of(db::Tx& tx, int64_t member_id) { return repo::groups_of(tx, member_id); }

void LevelService::fill(db::Tx& tx, int64_t member_id, MemberLevel& out) {
  const auto held = rules(tx);
  out.levels = held->levels;
  out.consumption_money = held->consumption_money;
  out.standing = repo::standing(tx, member_id).value_or(first_standing(out.levels, clock_.now_ms()));
  const Level* current = find_level(out.levels, out.standing.level_id);
  const Level* next = next_level(out.levels, current);
  auto index = [&](const Level* l) -> std::optional<size_t> {
    if (!l) return std::nullopt;
    return static_cast<size_t>(l - out.levels.data());
  };
  out.level = index(current);
  out.next = index(next);
  out.upgrade_spend = upgrade_spend(out.standing.growth, next, out.consumption_money);
}

MemberLevel LevelService::member_level(int64_t member_id) {
  MemberLevel out;
  db_.read([&](db::Tx& tx) { fill(tx, member_id, out); });
  return out;
}

int LevelService::end_due_periods(int batch) {
  const int64_t now = clock_.now_ms();
  auto due = db_.read_value([&](db::Tx& tx) { return repo::periods_due(tx, now, batch); });
  int ended = 0;
  // One member per transaction; a second runner finds the period moved on and writes nothing.
  for (int64_t member : due) {
    const bool done = db_.write_value([&](db::Tx& tx) {
      const auto held = rules(tx);
      const Levels& lv = held->levels;
      Standing s = repo::lock_standing(tx, member, first_standing(lv, now), now);
      if (!s.expires_at || *s.expires_at > now) return false;
      const std::string end = std::to_string(*s.expires_at);
      const GrowthEntry e{-s.growth, "period", "period:" + end, "period:" + std::to_string(member) + ":" + end, now};
      if (!repo::write_ledger(tx, member, e, 0)) return false;
      repo::save_standing(tx, member, after_period(s, lv), now);
      return true;
    });
    if (done) ++ended;
  }
  return ended;
}

LevelService::RecordPage LevelService::records(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) {
    return RecordPage{repo::records(tx, member_id, limit, offset), repo::record_count(tx, member_id)};
  });
}

UserGroup LevelService::create_group(const I18nText& name) {
  check_name(name, "name");
  return db_.write_value([&](db::Tx& tx) { return UserGroup{repo::create_group(tx, name, clock_.now_ms()), name, 0}; });
}

std::vector<UserGroup> LevelService::groups() {
  return db_.read_value([&](db::Tx& tx) { return repo::groups(tx); });
}

void LevelService::require_group(db::Tx& tx, int64_t group_id) {
  if (!repo::group_exists(tx, group_id)) throw AppError::not_found();
}

int64_t LevelService::add_to_group(int64_t group_id, const std::vector<int64_t>& member_ids) {
  return db_.write_value([&](db::Tx& tx) {
    require_group(tx, group_id);
    for (int64_t m : member_ids) {
      if (!account::find_member(tx, m)) throw AppError::not_found();
    }
    return repo::add_to_group(tx, group_id, member_ids, clock_.now_ms());
  });
}

int64_t LevelService::remove_from_group(int64_t group_id, const std::vector<int64_t>& member_ids) {
  return db_.write_value([&](db::Tx& tx) {
    require_group(tx, group_id);
    return repo::remove_from_group(tx, group_id, member_ids);
  });
}

namespace {

// "2027-08-31" -> the Hong Kong midnight that ends that day; nullopt when it is not a date.
std::optional<int64_t> end_of_day(const std::string& date) {
  int y = 0, m = 0, d = 0;
  if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2d-%2d", &y, &m, &d) != 3 || date[4] != '-' || date[7] != '-') return std::nullopt;
  if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return std::nullopt;
  const int64_t start = hk_local_to_utc_ms(y, m, d, 0);
  // A day that does not exist (31 June) rolls over: refuse it rather than guess.
  const LocalTime back = to_hk_local(start);
  if (back.year != y || back.month != m || back.day != d) return std::nullopt;
  return hk_local_to_utc_ms(y, m, d, kMinutesPerDay);
}

constexpr int64_t kDayMs = 24LL * 3600 * 1000;

}  // namespace

std::vector<MemberType> LevelService::types(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return repo::types_of(tx, member_id); });
}

std::vector<MemberType> LevelService::types_in(db::Tx& tx, int64_t member_id) const { return repo::types_of(tx, member_id); }

MemberType LevelService::request_type(int64_t member_id, const std::string& kind, const std::string& school, const std::string& card_until) {
  const int64_t now = clock_.now_ms();
  MemberType t;
  t.member_id = member_id;
  t.kind = kind;
  t.status = "pending";
  t.requested_at = now;
  if (kind == "student") {
    if (school.empty() || school.size() > 120) throw AppError::invalid("school");
    const auto until = end_of_day(card_until);
    // A student card still valid, for at most 7 more years.
    if (!until || *until <= now || *until > now + 7 * 366 * kDayMs) throw AppError::invalid("cardValidUntil");
    t.detail = school;
    t.valid_until = until;
  } else if (kind != "elderly") {
    throw AppError::invalid("kind");  // employees are made by the operator
  }
  return db_.write_value([&](db::Tx& tx) {
    repo::end_lapsed_types(tx, member_id, kind, now);
    if (!repo::insert_type(tx, t)) throw AppError(409, 409, "member_type_open");
    return repo::types_of(tx, member_id).front();
  });
}

MemberType LevelService::decide_type(int64_t id, bool approve, int64_t staff_id, int64_t sid) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto t = repo::type_by_id(tx, id);
    if (!t) throw AppError::not_found();
    if (!repo::decide_type(tx, id, "pending", approve ? "approved" : "rejected", staff_id, sid, now)) {
      throw AppError(409, 409, "member_type_decided");
    }
    return *repo::type_by_id(tx, id);
  });
}

MemberType LevelService::grant_employee(int64_t member_id, const std::string& until) {
  const int64_t now = clock_.now_ms();
  MemberType t{0, member_id, "employee", "approved", "", std::nullopt, now, now};
  if (!until.empty()) {
    t.valid_until = end_of_day(until);
    if (!t.valid_until || *t.valid_until <= now) throw AppError::invalid("until");
  }
  return db_.write_value([&](db::Tx& tx) {
    if (!account::find_member(tx, member_id)) throw AppError::not_found();
    repo::end_lapsed_types(tx, member_id, "employee", now);
    if (!repo::insert_type(tx, t)) throw AppError(409, 409, "member_type_open");
    return repo::types_of(tx, member_id).front();
  });
}

void LevelService::merge(db::Tx& tx, int64_t from, int64_t to, int64_t now_ms) {
  repo::move_groups(tx, from, to);
  repo::move_types(tx, from, to);
  const auto s = repo::standing(tx, from);
  if (!s || s->growth == 0) return;
  const std::string key = std::to_string(from) + ">" + std::to_string(to);
  change(tx, from, {-s->growth, "merge_out", "member:" + std::to_string(to), "growth-merge-out:" + key, now_ms});
  change(tx, to, {s->growth, "merge_in", "member:" + std::to_string(from), "growth-merge-in:" + key, now_ms});
}

}  // namespace qsr::level
