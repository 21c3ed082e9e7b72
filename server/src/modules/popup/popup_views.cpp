#include "modules/popup/popup_views.h"

namespace qsr::popup {
namespace json = boost::json;

json::object popup_json(const PopupService::View& v, Lang lang) {
  const Popup& p = v.popup;
  json::array coupons;
  for (size_t i = 0; i < p.templates.size(); ++i) {
    coupons.push_back(json::object{{"templateId", p.templates[i]},
                                   {"name", i < v.coupon_names.size() ? json::value(v.coupon_names[i]) : json::value(nullptr)}});
  }
  json::array codes;
  for (const auto& c : v.coupon_codes) codes.emplace_back(c);
  json::object out{{"id", p.id},
                   {"popType", p.kind},
                   {"eventCode", p.kind},
                   {"title", p.title.get(lang)},
                   {"currentImage", p.image.get(lang)},
                   {"imageUrl", p.image.get(lang)},
                   {"linkType", p.link.empty() ? -1 : 1},
                   {"customLink", p.link},
                   {"memberReturnObj", json::object{{"customUrl", p.link}}},
                   {"sort", p.priority},
                   {"priority", p.priority},
                   {"frequency", p.frequency},
                   {"periodKey", v.period_key},
                   {"coupon", std::move(coupons)},
                   {"couponCodes", std::move(codes)},
                   {"eventMarketingId", p.id}};
  if (v.recorded_at) out["recordedAt"] = *v.recorded_at;
  return out;
}

json::object admin_popup_json(const Popup& p) {
  json::array templates;
  for (auto id : p.templates) templates.emplace_back(id);
  return {{"id", p.id},
          {"kind", p.kind},
          {"title", p.title.to_json()},
          {"image", p.image.to_json()},
          {"link", p.link},
          {"templates", std::move(templates)},
          {"priority", p.priority},
          {"frequency", p.frequency},
          {"absentDays", p.absent_days},
          {"startsAt", p.starts_at},
          {"endsAt", p.ends_at},
          {"active", p.active}};
}

}  // namespace qsr::popup
