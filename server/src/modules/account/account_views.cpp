#include "modules/account/account_views.h"

#include "modules/account/member_view.h"

namespace qsr::account {
namespace json = boost::json;

namespace {

std::string type_name(const std::string& type, Lang lang) {
  if (type == "userPrivacyTreaty") return lang == Lang::en ? "Privacy policy" : lang == Lang::zh_CN ? "隐私政策" : "私隱政策";
  if (type == "memberTreaty") return lang == Lang::en ? "Member terms" : lang == Lang::zh_CN ? "会员条款" : "會員條款";
  return type;
}

json::value number_or_null(const std::optional<double>& v) { return v ? json::value(*v) : json::value(nullptr); }

}  // namespace

json::object signed_in_json(const AuthResult& r) {
  return {{"token", r.token},        {"userId", r.member_id},       {"memberId", r.member_id},
          {"mode", "member"},        {"isNew", r.is_new},           {"hasPassword", r.has_password},
          {"hasPhone", r.has_phone}, {"member", member_json(r.member)}};
}

json::object member_info_json(const MemberOverview& o) {
  json::object info = member_json(o.member);
  for (const auto& [k, v] : o.facts) info[k] = v;
  if (!info.contains("level_name")) info["level_name"] = nullptr;
  return info;
}

json::object member_overview_json(const MemberOverview& o) {
  json::value coupons = nullptr;
  if (o.coupons) coupons = *o.coupons;
  json::object user = member_info_json(o);
  json::value level_name = user.at("level_name");
  return {{"user", std::move(user)}, {"level_name", std::move(level_name)}, {"coupon_nums", coupons}};
}

json::object address_json(const Address& a) {
  return {{"id", a.id},           {"consignee", a.consignee}, {"areaCode", a.area_code},
          {"phone", a.phone},     {"address", a.address},     {"houseNumber", a.house_number},
          {"lat", number_or_null(a.lat)},
          {"lng", number_or_null(a.lng)},
          {"isDefault", a.is_default ? 1 : 0}, {"updatedAt", a.updated_at}};
}

json::array addresses_json(const std::vector<Address>& list) {
  json::array out;
  for (const auto& a : list) out.push_back(address_json(a));
  return out;
}

json::array agreements_json(const std::vector<Agreement>& list, Lang lang) {
  json::array out;
  for (const auto& a : list) {
    json::object extension{{"type", a.type}, {"title", a.title.get(lang)}, {"typeName", type_name(a.type, lang)}};
    out.push_back({{"id", a.id}, {"version", a.version}, {"extension", json::serialize(extension)}, {"updateTime", a.updated_at}});
  }
  return out;
}

json::object agreement_json(const Agreement& a, Lang lang) {
  return {{"id", a.id},
          {"type", a.type},
          {"version", a.version},
          {"title", a.title.get(lang)},
          {"content", a.content.get(lang)},
          {"updateTime", a.updated_at}};
}

json::array consents_json(const std::vector<Consent>& list) {
  json::array out;
  for (const auto& c : list) {
    out.push_back({{"type", c.type}, {"version", c.version}, {"status", c.status}, {"updateTime", c.updated_at}});
  }
  return out;
}

json::array outbox_json(const std::vector<OutboxMessage>& list) {
  json::array out;
  for (const auto& m : list) out.push_back({{"phone", m.phone_key}, {"code", m.code}, {"sentAt", m.sent_at}, {"message", m.message}});
  return out;
}

}  // namespace qsr::account
