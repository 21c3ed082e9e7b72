#include <algorithm>

#include "engine/coupon/wire/coupon_wire.h"
#include "engine/coupon/wire/wire_fields.h"

namespace qsr::engine::coupon::wire {

namespace json = boost::json;

namespace {

const json::object& as_object(const json::value& v, std::string_view what) {
  if (!v.is_object()) throw WireError(std::string(what) + ": expected an object");
  return v.as_object();
}

UseTime read_use_time(const json::object& o) {
  UseTime t;
  t.weekdays = int32_list(o, "weeks");
  if (const auto* slots = array_or_null(o, "timeSlotReqDtoList")) {
    for (const auto& s : *slots) {
      const auto& slot = as_object(s, "timeSlotReqDtoList[]");
      t.time_slots.push_back({minute_of_day(slot, "startTime", 0), minute_of_day(slot, "endTime", 1440)});
    }
  }
  auto ranges = [&](std::string_view name, std::vector<DateRange>& out) {
    if (const auto* list = array_or_null(o, name)) {
      for (const auto& r : *list) {
        const auto& range = as_object(r, name);
        out.push_back({yyyymmdd(range, "start"), yyyymmdd(range, "end")});
      }
    }
  };
  ranges("availableDates", t.available_dates);
  ranges("unavailableDates", t.unavailable_dates);
  return t;
}

template <typename E>
E enum_of(const json::object& o, std::string_view name, std::initializer_list<std::pair<std::string_view, E>> names, E fallback) {
  const std::string text = string_or(o, name);
  if (text.empty()) return fallback;
  for (const auto& [n, e] : names) {
    if (n == text) return e;
  }
  throw WireError("field '" + std::string(name) + "': unknown value '" + text + "'");
}

// Runs `read`, naming `where` in its error when the error does not already ("goods[3]: field
// 'price': required"), so a message points at the line or coupon that is wrong.
template <typename F>
auto within(const std::string& where, F&& read) {
  try {
    return read();
  } catch (const WireError& e) {
    const std::string message = e.what();
    if (message.rfind(where, 0) == 0) throw;
    throw WireError(e.kind, where + ": " + message);
  }
}

Category category_of(int64_t code) {
  for (Category c : {Category::full_reduction, Category::percentage, Category::gift_with_purchase, Category::special_offer,
                     Category::delivery_fee, Category::paid_membership, Category::exchange, Category::convert,
                     Category::voucher, Category::gift_activity}) {
    if (static_cast<int64_t>(c) == code) return c;
  }
  throw WireError("field 'couponCategory': unknown category " + std::to_string(code));
}

}  // namespace

CartLine read_cart_line(const json::object& o, std::string_view where) {
  // A line states its price, even "0": an empty `{}` must not become a free unit.
  require(o, "price");
  CartLine l;
  l.id = int_or(o, "id", 0);
  l.goods_id = int_or(o, "goods_id", 0);
  l.item_code = string_or(o, "itemCode");
  l.sku_code = string_or(o, "skuCode");
  l.cid = int_or(o, "cid", 0);
  const int64_t type = int_or(o, "goods_type", 1);
  if (type < 1 || type > 4) throw WireError(std::string(where) + ".goods_type: expected 1 to 4");
  l.goods_type = static_cast<GoodsType>(type);
  l.quantity = int_or(o, "num", 1);
  l.price = money_or(o, "price", 0);
  l.attribute_price = money_or(o, "attrPrice", 0);
  l.attachment_price = money_or(o, "attach_price", 0);
  l.package_extra_price = money_or(o, "option_price", 0);
  l.box_price = money_or(o, "box_price", 0);
  const auto* attachments = array_or_null(o, "attach_list");
  l.has_attachments = bool_or(o, "hasAttachments", attachments && !attachments->empty());
  l.selected = bool_or(o, "selected", true);
  l.tied_coupon = string_or(o, "exchange_coupon");
  if (bool_or(o, "is_gift", false)) l.tie = TieKind::gift;
  if (bool_or(o, "isExchangeGoods", false)) l.tie = TieKind::exchange;
  if (bool_or(o, "isPromotionBogo", false)) l.tie = TieKind::activity_gift;
  check_cart_line(l, where);
  return l;
}

Coupon read_coupon(const json::object& o, std::string_view where) {
  Coupon c;
  c.code = string_or(o, "couponCode");
  if (c.code.empty() || c.code.find('#') != std::string::npos) throw WireError("field 'couponCode': required, without '#'");
  c.id = int_or(o, "id", 0);
  c.template_id = int_or(o, "couponTemplateId", 0);
  c.name = string_or(o, "couponName");
  c.category = category_of(int_or(o, "couponCategory", 10));
  const int64_t hierarchy = int_or(o, "hierarchy", 10);
  if (hierarchy != 10 && hierarchy != 30) throw WireError("field 'hierarchy': expected 10 or 30");
  c.hierarchy = static_cast<Hierarchy>(hierarchy);
  c.status = int32_or(o, "couponStatus", kCouponStatusActive);
  if (const auto* channels = array_or_null(o, "channels")) {
    for (const auto& ch : *channels) {
      if (!ch.is_string()) throw WireError("field 'channels': expected strings");
      c.channels.emplace_back(ch.as_string());
    }
  }
  c.business_types = int32_list(o, "businessTypes");
  c.effective_ms = int_or(o, "effectiveTime", c.effective_ms);
  c.invalid_ms = int_or(o, "invalidTime", c.invalid_ms);
  if (const auto* use = object_or_null(o, "couponUseTime")) c.use_time = read_use_time(*use);
  if (const auto* shops = object_or_null(o, "shopRules")) {
    c.shop_rule.scope = enum_of<ShopScope>(*shops, "type", {{"all", ShopScope::all}, {"include", ShopScope::include},
                                                            {"exclude", ShopScope::exclude}}, ShopScope::all);
    c.shop_rule.shop_ids = int_list(*shops, "shopIds");
  }
  if (const auto* rules = array_or_null(o, "itemRules")) {
    for (const auto& r : *rules) {
      const auto& rule = as_object(r, "itemRules[]");
      c.item_rules.push_back({string_or(rule, "itemCode"), string_or(rule, "skuCode"), bool_or(rule, "exclude", false),
                              int_or(rule, "num", 1)});
    }
  }
  c.item_type_range = int32_list(o, "itemRange");
  c.item_on_sale = enum_of<ItemOnSale>(o, "itemOnSaleType", {{"ONE", ItemOnSale::one}, {"GROUP", ItemOnSale::group}}, ItemOnSale::one);
  c.threshold_type = int32_or(o, "thresholdType", 1);
  const bool by_units = is_quantity_threshold(c.threshold_type) || c.category == Category::gift_activity;
  c.threshold = by_units ? int_or(o, "amount", 0) : money_or(o, "amount", 0);
  c.value = c.category == Category::percentage ? int_or(o, "couponValue", 100) : money_or(o, "couponValue", 0);
  c.free_delivery_price = money_or(o, "freeDeliveryPrice", 0);
  c.cycle = bool_or(o, "cycle", false);
  const int64_t cap_type = int_or(o, "maxDiscountType", 0);
  if (cap_type != 0 && cap_type != 1) throw WireError(std::string(where) + ".maxDiscountType: expected 0 or 1");
  c.max_discount_type = static_cast<MaxDiscountType>(cap_type);
  c.max_discount_num = int_or(o, "maxDiscountNum", kUnsetMaximum);
  c.max_discount = money_or(o, "maxDiscount", kUnsetMaxDiscountCents);
  c.discount_item_max_amount = money_or(o, "discountItemMaxAmount", 0);
  c.surplus_discount_num = int_or(o, "surplusDiscountNum", -1);
  c.discount_item_type_range = int32_list(o, "discountItemTypeRange");
  if (const auto* gifts = array_or_null(o, "giftItems")) {
    for (const auto& g : *gifts) {
      const auto& gift = as_object(g, "giftItems[]");
      c.gift_items.push_back({string_or(gift, "itemCode"), int_or(gift, "num", 1)});
    }
  }
  c.exchange_num = int_or(o, "exchangeNum", 1);
  const int64_t mode = int_or(o, "superposition", 0);
  if (mode < 0 || mode > 4) throw WireError("field 'superposition': expected 0 to 4");
  c.superposition = static_cast<Superposition>(mode);
  c.order_usage_limit = string_or(o, "orderUsageLimitType") == "LIMITED" ? OrderUsageLimit::limited : OrderUsageLimit::unlimited;
  c.order_usage_limit_quantity = int_or(o, "orderUsageLimitQuantity", 1);
  c.copies_per_order = int_or(o, "limitQty", 1);
  c.mutually_type_range = int32_list(o, "mutuallyTypeRange");
  c.group_buy = enum_of<GroupBuyRule>(o, "groupBuyType", {{"any", GroupBuyRule::any}, {"only", GroupBuyRule::group_only},
                                                          {"exclude", GroupBuyRule::not_for_group}}, GroupBuyRule::any);
  c.group_buy_min_people = int_or(o, "groupBuyNum", 0);
  c.stored_value_mode = enum_of<StoredValueMode>(
      o, "tradePaymentMode", {{"none", StoredValueMode::none}, {"storedValue", StoredValueMode::any_balance},
                              {"brandBalance", StoredValueMode::brand_balance}, {"storeBalance", StoredValueMode::store_balance}},
      StoredValueMode::none);
  c.member_level_ids = int_list(o, "memberLevelIds");
  c.user_group_ids = int_list(o, "userGroupIds");
  c.prime_ids = int_list(o, "primeIds");
  c.trade_type = int32_or(o, "tradeType", 0);
  c.trade_event_id = int_or(o, "tradeEventId", 0);
  c.trade_weight = int_or(o, "tradeWeight", 0);
  c.trade_create_ms = int_or(o, "tradeCreateTime", 0);
  c.auto_participation = bool_or(o, "autoParticipation", false);
  c.is_third_party = bool_or(o, "isThirdParty", false);
  c.third_party_coupon_type = string_or(o, "thirdPartyCouponType");
  check_coupon(c, where);
  return c;
}

namespace {
CalcConfig read_config_fields(const json::object& o) {
  CalcConfig c;
  c.channel = string_or(o, "channels");
  c.shop_id = int_or(o, "shopId", 0);
  c.order_type = int32_or(o, "orderType", kOrderTypeTakeout);
  c.delivery_price = money_or(o, "deliveryPrice", 0);
  c.delivery_free_mode = static_cast<DeliveryFreeBasis>(int32_or(o, "deliveryFreeMode", 1));
  c.incidentals = money_or(o, "incidentals", 0);
  c.point_mutually = bool_or(o, "pointMutually", false);
  c.deposit_mutually = bool_or(o, "depositMutually", false);
  c.is_group_buy = bool_or(o, "isGroupBuy", false);
  c.group_buy_cart_num = int_or(o, "groupBuyCartNum", 0);
  c.is_credit = bool_or(o, "isCredit", false);
  c.store_balance_available = money_or(o, "storeBalanceAvailable", 0);
  c.brand_balance_available = money_or(o, "brandBalanceAvailable", 0);
  if (const auto* sup = object_or_null(o, "superimposedConfig")) c.superimposed_max_value = int_or(*sup, "maxValue", 0);
  c.member_level_id = int_or(o, "memberLevelId", 0);
  c.user_group_ids = int_list(o, "userGroupIds");
  c.prime_id = int_or(o, "primeId", 0);
  require(o, "now");
  c.now_ms = int_or(o, "now", 0);
  c.booked_ms = int_or(o, "bookedTime", 0);
  c.auto_select_enabled = bool_or(o, "autoSelect", true);
  check_config(c);
  return c;
}
}  // namespace

CalcConfig read_config(const json::object& o) {
  return within("config", [&] { return read_config_fields(o); });
}

namespace {

// An array field read item by item; an error names the item ("goods[2]: ...").
template <typename T, typename CheckCount, typename ReadItem>
std::vector<T> read_array(const json::value& v, const std::string& field, CheckCount check_count, ReadItem read_item) {
  if (!v.is_array()) throw WireError("field '" + field + "': expected an array");
  check_count(v.as_array().size());
  std::vector<T> out;
  for (const auto& item : v.as_array()) {
    const std::string where = field + "[" + std::to_string(out.size()) + "]";
    out.push_back(within(where, [&] { return read_item(as_object(item, where), where); }));
  }
  return out;
}

}  // namespace

std::vector<CartLine> read_goods(const json::value& v) {
  auto out = read_array<CartLine>(v, "goods", check_line_count, read_cart_line);
  check_goods(out);  // units in all, unique ids
  return out;
}

std::vector<Coupon> read_coupons(const json::value& v) {
  auto out = read_array<Coupon>(v, "couponList", check_coupon_count, read_coupon);
  check_wallet(out);  // entries with copies, unique codes
  return out;
}

std::vector<std::string> read_codes(const json::value& v) {
  if (!v.is_array()) throw WireError("field 'selectedCoupons': expected an array of coupon codes");
  std::vector<std::string> out;
  for (const auto& c : v.as_array()) {
    if (!c.is_string()) throw WireError("field 'selectedCoupons': expected strings");
    out.emplace_back(c.as_string());
  }
  check_selection(out);
  return out;
}

}  // namespace qsr::engine::coupon::wire
