#include "modules/mall/mall_views.h"

#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/money.h"

namespace qsr::mall {
namespace json = boost::json;

namespace {

json::object pack_coupon_json(const PackCoupon& c) { return {{"templateId", c.template_id}, {"count", c.count}}; }

json::value address_json(const std::optional<DeliveryAddress>& a) {
  if (!a) return nullptr;
  return json::object{{"consignee", a->consignee}, {"phone", a->phone}, {"address", a->address}};
}

json::object line_json(const Line& l, Lang lang) {
  return {{"itemId", l.item_id},     {"kind", l.kind},         {"title", l.title.get(lang)},     {"image", l.image},
          {"quantity", l.quantity}, {"points", l.points},     {"cash", money::format(l.cash)}};
}

}  // namespace

json::object category_json(const Category& c, Lang lang) { return {{"id", c.id}, {"name", c.name.get(lang)}}; }

json::object item_json(const Item& i, Lang lang) {
  return {{"id", i.id},
          {"categoryId", i.category_id},
          {"kind", i.kind},
          {"title", i.title.get(lang)},
          {"subtitle", i.subtitle.get(lang)},
          {"image", i.image},
          {"points", i.points},
          {"cash", money::format(i.cash)},
          {"fulfilment", i.fulfilment},
          {"stock", i.stock},
          {"perStore", i.per_store},
          {"perMemberLimit", i.per_member_limit},
          {"soldOut", i.sold_out()}};
}

json::array pack_json(const Item& i, const std::map<int64_t, std::string>& names) {
  json::array out;
  for (const auto& c : i.coupons) {
    const auto name = names.find(c.template_id);
    out.push_back({{"templateId", c.template_id}, {"name", name == names.end() ? std::string() : name->second}, {"count", c.count}});
  }
  return out;
}

json::array store_stock_json(const std::vector<StoreStock>& stock) {
  json::array out;
  for (const auto& s : stock) out.push_back({{"sid", s.sid}, {"stock", s.stock}});
  return out;
}

json::object admin_item_json(const Item& i, const std::vector<StoreStock>& stock) {
  json::array coupons;
  for (const auto& c : i.coupons) coupons.push_back(pack_coupon_json(c));
  return {{"id", i.id},
          {"categoryId", i.category_id},
          {"kind", i.kind},
          {"title", i.title.to_json()},
          {"subtitle", i.subtitle.to_json()},
          {"detail", i.detail.to_json()},
          {"image", i.image},
          {"points", i.points},
          {"cash", money::format(i.cash)},
          {"fulfilment", i.fulfilment},
          {"coupons", std::move(coupons)},
          {"stock", i.stock},
          {"storeStock", store_stock_json(stock)},
          {"perMemberLimit", i.per_member_limit},
          {"sort", i.sort},
          {"active", i.active}};
}

json::object admin_category_json(const Category& c) {
  return {{"id", c.id}, {"name", c.name.to_json()}, {"sort", c.sort}, {"active", c.active}};
}

json::object order_json(const Order& o, const catalog::Snapshot& menu, Lang lang, const std::map<std::string, std::string>& coupon_names) {
  const catalog::Store* store = o.sid ? menu.store(o.sid) : nullptr;
  json::array lines, codes, coupons;
  for (const auto& l : o.lines) lines.push_back(line_json(l, lang));
  for (const auto& c : o.coupon_codes) {
    codes.emplace_back(c);
    const auto name = coupon_names.find(c);
    coupons.push_back({{"code", c}, {"name", name == coupon_names.end() ? std::string() : name->second}});
  }
  const Line* first = o.lines.empty() ? nullptr : &o.lines.front();
  json::value pay_by = nullptr;
  if (o.status == kPendingPayment) pay_by = o.created_at + kPayWithinMs;
  return {{"order_no", o.order_no},
          {"lines", std::move(lines)},
          {"itemId", o.item_id},
          {"title", first ? first->title.get(lang) : std::string()},
          {"image", first ? first->image : std::string()},
          {"quantity", o.quantity},
          {"points", o.points},
          {"cash", money::format(o.cash)},
          {"fulfilment", o.fulfilment},
          {"status", o.status},
          {"sid", o.sid},
          {"storeName", store ? store->name.get(lang) : std::string()},
          {"pickupCode", o.pickup_code},
          {"address", address_json(o.address)},
          {"carrier", o.carrier},
          {"trackingNo", o.tracking_no},
          {"couponCodes", std::move(codes)},
          {"coupons", std::move(coupons)},
          {"payNo", o.pay_no ? json::value(*o.pay_no) : json::value(nullptr)},
          {"payBy", pay_by},
          {"createdAt", o.created_at},
          {"paidAt", json_or_null(o.paid_at)},
          {"shippedAt", json_or_null(o.shipped_at)},
          {"finishedAt", json_or_null(o.finished_at)},
          {"cancelledAt", json_or_null(o.cancelled_at)}};
}

}  // namespace qsr::mall
