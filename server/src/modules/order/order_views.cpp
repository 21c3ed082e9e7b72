// The order as the customer's pages show it.
#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/messages.h"
#include "modules/coupon/checkout_coupons.h"
#include "modules/order/order_repo.h"
#include "modules/order/order_service.h"

namespace qsr::order {
namespace json = boost::json;

namespace {


// When the customer may chase the order next: once it is late, and 5 minutes after a reminder.
int64_t remind_from(const OrderRow& o) {
  int64_t from = o.expected_at.value_or(0);
  if (o.reminded_at) from = std::max(from, *o.reminded_at + kRemindIntervalMs);
  return from;
}

std::string status_text(Status s, Lang lang) { return message(lang, "order_status_" + std::string(status_name(s))); }

}  // namespace

json::object OrderService::summary_json(const OrderRow& o, Lang lang) {
  auto snap = catalog_.snapshot();
  const catalog::Store* store = snap->store(o.sid);
  bool code_visible = o.status == Status::ready || o.status == Status::finished;
  const int64_t now_ms = clock_.now_ms();
  return {{"order_id", o.order_no},
          {"serial", o.serial},
          {"sid", o.sid},
          {"storeName", store ? store->name.get(lang) : std::string()},
          {"order_type", o.order_type},
          {"status", std::string(status_name(o.status))},
          {"statusText", status_text(o.status, lang)},
          {"pickup_code", code_visible && o.order_type != static_cast<int>(catalog::OrderType::takeout) ? json::value(o.serial) : json::value(nullptr)},
          {"table_no", o.table_no},
          {"payable", money::format(o.payable)},
          {"createdAt", o.created_at},
          {"reservedAt", json_or_null(o.reserved_at)},
          // Paying again is allowed while a card checkout is open (the payer may have left it).
          {"canPay", o.status == Status::waiting_payment || o.status == Status::payment_failed || o.status == Status::paying},
          {"canCancel", customer_may_cancel(o.status)},
          {"expectedAt", json_or_null(o.expected_at)},
          // Pickup orders are held 30 minutes after their time (spec 000 §9).
          {"pickupBy", o.order_type == static_cast<int>(catalog::OrderType::pickup) && o.expected_at ? json::value(*o.expected_at + kPickupHoldMs) : json::value(nullptr)},
          // Chasing is offered once the order is late, and again 5 minutes after the last reminder.
          {"canRemind", customer_may_remind(o.status) && now_ms >= remind_from(o)},
          {"remindAvailableAt", customer_may_remind(o.status) ? json::value(remind_from(o)) : json::value(nullptr)},
          {"remindedAt", json_or_null(o.reminded_at)},
          {"remindCount", o.remind_count}};
}

json::array OrderService::list_json(const std::vector<OrderRow>& rows, Lang lang) {
  json::array out;
  out.reserve(rows.size());
  for (const auto& o : rows) out.push_back(summary_json(o, lang));
  if (!list_decorators_.empty() && !rows.empty()) {
    db_.read([&](db::Tx& tx) {
      for (size_t i = 0; i < rows.size(); ++i) {
        for (const auto& decorate : list_decorators_) decorate(tx, rows[i], out[i].as_object(), lang);
      }
    });
  }
  return out;
}

json::object OrderService::detail_json(const OrderRow& o, Lang lang) {
  json::object out = summary_json(o, lang);
  json::array lines, timeline, coupons;
  db_.read([&](db::Tx& tx) {
    coupons = coupon::order_coupons_json(tx, o.id, lang);
    for (const auto& l : repo::lines(tx, o.id)) {
      lines.push_back({{"lineId", l.id}, {"refundedNum", l.refunded_quantity}, {"goods_id", l.goods_id}, {"option_id", l.option_id}, {"name", l.name(lang)},
                       {"detail", l.detail(lang)}, {"image", l.image}, {"num", l.quantity}, {"packBag", l.pocket},
                       {"price", money::format(l.unit_price)}, {"box_price", money::format(l.unit_box)},
                       {"total_price", money::format(l.total)}, {"box_total", money::format(l.box_charged)},
                       {"discount", money::format(l.discount)}, {"memo", l.memo}});
    }
    for (const auto& h : repo::history(tx, o.id)) {
      auto s = status_from(h.status);
      timeline.push_back({{"status", h.status}, {"statusText", s ? status_text(*s, lang) : h.status}, {"actor", h.actor}, {"at", h.at}});
    }
  });
  out["lines"] = std::move(lines);
  out["timeline"] = std::move(timeline);
  out["coupons"] = std::move(coupons);
  out["goods_total"] = money::format(o.goods_total);
  out["box_price"] = money::format(o.box_total);
  out["bag_fee"] = money::format(o.bag_fee);
  out["delivery_fee"] = money::format(o.delivery_fee);
  out["discount"] = money::format(o.discount);
  out["pointsUsed"] = o.points_used;
  out["pointsMoney"] = money::format(o.points_money);
  out["paid_total"] = money::format(o.paid_total);
  out["refunded_total"] = money::format(o.refunded_total);
  out["contact"] = {{"areaCode", o.contact_area_code}, {"phone", o.contact_phone}, {"name", o.contact_name}};
  boost::system::error_code ec;
  auto address = o.address.empty() ? json::value(nullptr) : json::parse(o.address, ec);
  out["address"] = ec ? json::value(nullptr) : address;
  out["note"] = o.note;
  out["payDeadline"] = o.pay_deadline;
  out["paidAt"] = json_or_null(o.paid_at);
  out["finishedAt"] = json_or_null(o.finished_at);
  out["cancelledAt"] = json_or_null(o.cancelled_at);
  out["cancelReason"] = o.cancel_reason;
  db_.read([&](db::Tx& tx) {
    for (const auto& decorate : decorators_) decorate(tx, o, out, lang);
  });
  return out;
}

json::object OrderService::kitchen_json(const KitchenOrder& k, Lang lang) {
  const OrderRow& o = k.order;
  json::object out = summary_json(o, lang);
  json::array items;
  for (const auto& l : k.lines) {
    items.push_back({{"name", l.name(lang)}, {"detail", l.detail(lang)}, {"num", l.quantity}, {"memo", l.memo}, {"packBag", l.pocket}});
  }
  out["lines"] = std::move(items);
  out["note"] = o.note;
  // Who and where: the rider needs the address, the counter the phone.
  out["contact"] = {{"areaCode", o.contact_area_code}, {"phone", o.contact_phone}, {"name", o.contact_name}};
  boost::system::error_code ec;
  auto address = o.address.empty() ? json::value(nullptr) : json::parse(o.address, ec);
  out["address"] = ec ? json::value(nullptr) : address;
  return out;
}

json::value OrderService::points_json(const Confirmation& c, Lang lang) {
  if (!c.points) return nullptr;
  const PointsOffer& p = *c.points;
  const json::value reason = p.usable ? json::value(nullptr) : json::value(p.reason);
  const json::value reason_text = p.usable ? json::value(nullptr) : json::value(message(lang, p.reason));
  return json::object{{"balance", p.balance}, {"usable", p.usable},  {"points", p.points},           {"money", money::format(p.money)},
                      {"selected", c.points_used}, {"reason", reason}, {"reasonText", reason_text}};
}

json::value OrderService::prime_json(const Confirmation& c, Lang lang) {
  if (!c.prime) return nullptr;
  const Confirmation::Prime& p = *c.prime;
  const json::value reason = p.reason.empty() ? json::value(nullptr) : json::value(p.reason);
  const json::value reason_text = p.reason.empty() ? json::value(nullptr) : json::value(message(lang, p.reason));
  return json::object{{"holder", p.holder},
                      {"usable", p.reason.empty()},
                      {"selected", p.used},
                      {"lineId", p.cart_line_id},  // the line the spec's memberPrimeOptionId marks
                      {"goods_id", p.goods_id},
                      {"name", p.name},
                      {"memberPrice", money::format(p.member_price)},
                      {"saving", money::format(p.saving)},
                      {"reason", reason},
                      {"reasonText", reason_text}};
}

json::object OrderService::confirmation_json(const Confirmation& c, Lang lang) {
  json::array lines;
  for (const auto& l : c.lines) {
    lines.push_back({{"id", l.cart_line_id}, {"goods_id", l.goods_id}, {"name", l.name}, {"optionName", l.option_name},
                     {"detail", l.detail}, {"num", l.quantity}, {"price", money::format(l.unit_price)},
                     {"total_price", money::format(l.unit_price * l.quantity)}});
  }
  json::array problems;
  for (const auto& p : c.problems) {
    problems.push_back({{"code", p.key}, {"message", message(lang, p.key, p.args)}, {"blocking", p.blocking}});
  }
  const auto& p = c.price;
  json::object out{{"goods_total", money::format(p.goods_total)}, {"box_price", money::format(p.box_total)},
                   {"bag_fee", money::format(p.bag_fee)},         {"delivery_fee", money::format(p.delivery_fee)},
                   {"discount", money::format(p.discount)},       {"payable", money::format(p.payable)},
                   {"num", p.selected_quantity}};
  out["sid"] = c.sid;
  out["orderType"] = static_cast<int>(c.type);
  out["lines"] = std::move(lines);
  out["bagOptional"] = c.bag_optional;
  out["problems"] = std::move(problems);
  out["canSubmit"] = c.can_submit();
  if (c.address) out["address"] = *c.address; else out["address"] = nullptr;
  out["coupons"] = c.coupons;
  out["points"] = points_json(c, lang);
  if (c.points) out["pointsMoney"] = money::format(c.points_used ? c.points->money : 0);
  out["prime"] = prime_json(c, lang);
  out["primeDiscountAmount"] = money::format(c.prime && c.prime->used ? c.prime->saving : 0);
  out["payTypes"] = json::array{{{"type", "wallet"}, {"balance", money::format(c.wallet_balance)},
                                 {"enough", c.wallet_balance >= p.payable}, {"available", c.wallet_allowed}},
                                {{"type", "card"}, {"available", c.card_allowed}}};
  return out;
}

}  // namespace qsr::order
