#include "modules/popup/popup_service.h"

#include "core/app_error.h"
#include "modules/account/account_api.h"
#include "modules/order/order_api.h"
#include "modules/page/page_blocks.h"
#include "modules/popup/popup_repo.h"
#include "modules/popup/popup_rules.h"

namespace qsr::popup {
namespace {

constexpr size_t kMaxTemplates = 10;
constexpr int kMaxAbsentDays = 3650;

Facts facts_of(db::Tx& tx, std::optional<int64_t> member_id) {
  Facts f;
  if (!member_id) return f;
  const auto m = account::find_member(tx, *member_id);
  if (!m) return f;
  f.member = true;
  f.signed_up_at = m->created_at;
  f.birthday = m->birthday;
  f.last_paid_at = order::last_paid_at(tx, *member_id);
  return f;
}

std::string coupon_key(const Popup& p, int64_t member_id, const std::string& period_key) {
  return "popup:" + std::to_string(p.id) + ":" + std::to_string(member_id) + ":" + period_key;
}

}  // namespace

void PopupService::name_coupons(std::vector<View>& views, Lang lang) {
  std::vector<int64_t> ids;
  for (const auto& v : views) ids.insert(ids.end(), v.popup.templates.begin(), v.popup.templates.end());
  if (ids.empty()) return;
  const auto names = coupons_.template_names(ids, lang);
  for (auto& v : views) {
    for (auto id : v.popup.templates) {
      if (names.count(id)) v.coupon_names.push_back(names.at(id));
    }
  }
}

std::vector<PopupService::View> PopupService::list(std::optional<int64_t> member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  auto views = db_.read_value([&](db::Tx& tx) {
    const Facts f = facts_of(tx, member_id);
    const auto seen = member_id ? repo::records(tx, *member_id) : std::set<std::pair<int64_t, std::string>>{};
    std::vector<View> out;
    for (const auto& p : repo::popups(tx)) {
      if (!due(p, f, now)) continue;
      const auto key = period_key(p, now);
      if (!key || seen.count({p.id, *key})) continue;
      out.push_back({p, *key, {}, {}, std::nullopt});
    }
    return out;
  });
  name_coupons(views, lang);
  return views;
}

PopupService::View PopupService::record(int64_t member_id, int64_t popup_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  std::vector<View> one{db_.write_value([&](db::Tx& tx) {
    const auto p = repo::popup(tx, popup_id);
    if (!p) throw AppError::not_found("popup_not_found");
    if (!due(*p, facts_of(tx, member_id), now)) throw AppError(400, kNotDue, "popup_not_due");
    const std::string key = *period_key(*p, now);
    return View{*p, key, {}, {}, repo::record(tx, p->id, member_id, key, now)};
  })};
  name_coupons(one, lang);
  return one.front();
}

std::optional<PopupService::View> PopupService::event(int64_t member_id, const std::string& event_code, Lang lang) {
  if (event_code != kRegister && event_code != kBirthday && event_code != kMemberReturn) throw AppError::invalid("eventCode");
  const int64_t now = clock_.now_ms();
  auto found = db_.write_value([&](db::Tx& tx) -> std::optional<View> {
    const Facts f = facts_of(tx, member_id);
    for (const auto& p : repo::popups(tx)) {  // highest priority first
      if (p.kind != event_code || !due(p, f, now)) continue;
      const std::string key = *period_key(p, now);
      View v{p, key, {}, {}, std::nullopt};
      // The gift's row first: of two calls at once, the second waits here and then reads the first's codes.
      if (repo::insert_grant(tx, p.id, member_id, key, now)) {
        if (!p.templates.empty() && account::is_active_member(tx, member_id)) {
          std::vector<std::pair<int64_t, int>> templates;
          for (auto id : p.templates) templates.emplace_back(id, 1);
          v.coupon_codes = coupons_.issue_purchased(tx, member_id, templates, coupon_key(p, member_id, key), now, "popup");
          repo::set_grant_codes(tx, p.id, member_id, key, v.coupon_codes);
        }
      } else {
        v.coupon_codes = repo::grant_codes(tx, p.id, member_id, key);
      }
      return v;
    }
    return std::nullopt;
  });
  if (!found) return std::nullopt;
  std::vector<View> one{*found};
  name_coupons(one, lang);
  return one.front();
}

std::vector<Popup> PopupService::all() {
  return db_.read_value([](db::Tx& tx) { return repo::popups(tx); });
}

Popup PopupService::save(const Popup& p) {
  if (!valid_kind(p.kind)) throw AppError::invalid("kind");
  if (p.title.get(Lang::zh_HK).empty()) throw AppError::invalid("title");
  if (p.image.get(Lang::zh_HK).empty()) throw AppError::invalid("image");
  for (Lang l : {Lang::zh_HK, Lang::zh_CN, Lang::en}) {
    if (!p.image.get(l).empty() && !page::is_safe_image(p.image.get(l))) throw AppError::invalid("image");
  }
  if (!p.link.empty() && !page::is_safe_link(p.link)) throw AppError::invalid("link");
  if (!valid_priority(p.priority)) throw AppError::invalid("priority");
  if (!valid_frequency(p.frequency)) throw AppError::invalid("frequency");
  if (p.absent_days < 0 || p.absent_days > kMaxAbsentDays || (p.kind == kMemberReturn && p.absent_days < 1)) {
    throw AppError::invalid("absentDays");
  }
  if (p.ends_at <= p.starts_at) throw AppError::invalid("endsAt");
  if (p.templates.size() > kMaxTemplates) throw AppError::invalid("templates");
  if (!p.templates.empty()) coupons_.previews(p.templates);  // 400 for a template that does not exist
  return db_.write_value([&](db::Tx& tx) {
    if (p.id != 0 && !repo::popup(tx, p.id)) throw AppError::not_found();
    return *repo::popup(tx, repo::save_popup(tx, p, clock_.now_ms()));
  });
}

}  // namespace qsr::popup
