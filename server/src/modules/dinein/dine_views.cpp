#include "modules/dinein/dine_views.h"

#include <map>

#include "core/json_values.h"
#include "modules/cart/cart_views.h"

namespace qsr::dinein {
namespace json = boost::json;

namespace {


json::value order_json(const std::optional<TableOrder>& order) {
  if (!order) return nullptr;
  return json::object{{"order_id", order->order_no}, {"status", order->status}};
}

// A dish of the order being paid, shaped like a cart line so the table page reads both alike.
json::object ordered_dish_json(const order::LineRecord& l, Lang lang) {
  return {{"id", l.id},
          {"goods_id", l.goods_id},
          {"option_id", l.option_id},
          {"name", l.name(lang)},
          {"optionName", l.detail(lang)},
          {"image", l.image},
          {"num", l.quantity},
          {"number", l.quantity},
          {"packBag", l.pocket},
          {"price", money::format(l.unit_price)},
          {"total_price", money::format(l.total)},
          {"memo", l.memo},
          {"available", true},
          {"selected", 1}};
}

// A dish as the kitchen reads it: name, choices, quantity, memo.
json::object kitchen_dish(const std::string& name, const std::string& detail, int64_t num, const std::string& memo) {
  return {{"name", name}, {"detail", detail}, {"num", num}, {"memo", memo}};
}

json::array kitchen_dishes(const TableRound& round, Lang lang) {
  json::array out;
  for (const auto& d : round.dishes) {
    out.push_back(kitchen_dish(d.goods ? d.goods->name.get(lang) : std::string(), d.priced.detail(lang), d.row.quantity,
                               d.row.memo));
  }
  for (const auto& l : round.ordered) out.push_back(kitchen_dish(l.name(lang), l.detail(lang), l.quantity, l.memo));
  for (const auto& d : round.shared) out.push_back(kitchen_dish(d.line.name(lang), d.line.detail(lang), d.line.quantity, d.line.memo));
  return out;
}

}  // namespace

json::object table_json(const TableDetail& table, Lang lang) {
  const Session& s = table.session;
  json::array rounds;
  for (const auto& round : table.rounds) {
    json::array items = cart::lines_json(round.dishes, lang);
    for (const auto& l : round.ordered) items.push_back(ordered_dish_json(l, lang));
    for (const auto& d : round.shared) {
      // In a diner's share: not for anyone else to pay (paid, or waiting for its payer).
      json::object item = ordered_dish_json(d.line, lang);
      item["share"] = json::object{{"paid", d.paid}};
      items.push_back(std::move(item));
    }
    rounds.push_back({{"round", round.round},
                      {"items", std::move(items)},
                      {"sentAt", json_or_null(round.sent_at)},
                      {"servedAt", json_or_null(round.served_at)}});
  }
  json::object out{{"sid", s.sid},
                   {"tableNo", s.table_no},
                   {"status", s.status},
                   {"awaitingConfirmation", s.confirm_asked_by.has_value()},
                   {"rounds", std::move(rounds)},
                   {"price", money::format(table.price)},
                   {"num", table.units},
                   {"unconfirmed", cart::lines_json(table.unconfirmed.lines, lang)},
                   {"unconfirmedPrice", cart::price_text(table.unconfirmed)}};
  catalog::Cents shared = 0;
  for (const auto& share : table.shares) shared += share.payable;
  out["sharesPrice"] = money::format(shared);
  if (table.order) out["order"] = order_json(table.order);
  return out;
}

json::array shares_json(const TableDetail& table, const std::optional<std::string>& diner, Lang) {
  json::array out;
  for (const auto& share : table.shares) {
    const bool yours = diner == "m:" + std::to_string(share.member_id);
    int64_t units = 0;
    for (const auto& l : share.lines) units += l.quantity;
    json::object o{{"paid", share.paid}, {"yours", yours}, {"price", money::format(share.payable)}, {"num", units}};
    if (yours) o["orderNo"] = share.order_no;
    out.push_back(std::move(o));
  }
  return out;
}

json::value split_json(const TableDetail& table, const std::optional<std::string>& diner) {
  if (!table.order || !table.order->split) return nullptr;
  const payment::SplitState& split = *table.order->split;
  json::array payers;
  int64_t paid_parts = 0;
  catalog::Cents paid = 0;
  std::optional<payment::SplitPayer> yours;
  for (const auto& p : split.payers) {
    if (p.paid) {
      paid_parts += p.parts;
      paid += p.amount;
    }
    const bool own = diner == "m:" + std::to_string(p.member_id);
    if (own) yours = p;
    payers.push_back({{"parts", p.parts}, {"price", money::format(p.amount)}, {"paid", p.paid}, {"yours", own}});
  }
  json::object out{{"people", split.parts},
                   {"taken", split.taken},
                   {"paidParts", paid_parts},
                   {"paidPrice", money::format(paid)},
                   {"partPrice", money::format(table.order->payable / split.parts)},
                   {"price", money::format(table.order->payable)},
                   {"payers", std::move(payers)},
                   // The diner who split it may call it off (every part paid goes back).
                   {"startedByYou", diner == "m:" + std::to_string(table.order->member_id)}};
  // The reader's own payment: paid, or a card payment the gateway has not answered yet.
  out["yours"] = yours ? json::value(json::object{{"parts", yours->parts}, {"price", money::format(yours->amount)}, {"paid", yours->paid}})
                       : json::value(nullptr);
  return out;
}

json::object unconfirmed_json(const TableDetail& table, Lang lang) {
  return {{"list", cart::lines_json(table.unconfirmed.lines, lang)}, {"price", cart::price_text(table.unconfirmed)}};
}

json::array kitchen_tables_json(const std::vector<KitchenTable>& tables, Lang lang) {
  json::array out;
  for (const auto& t : tables) {
    const Session& s = t.table.session;
    std::map<int64_t, json::array> dishes;
    for (const auto& round : t.table.rounds) dishes[round.round] = kitchen_dishes(round, lang);
    json::array rounds;
    for (const auto& r : t.rounds) {
      rounds.push_back({{"round", r.round}, {"sentAt", r.sent_at}, {"servedAt", json_or_null(r.served_at)}, {"items", std::move(dishes[r.round])}});
    }
    out.push_back({{"sessionId", s.id},
                   {"tableNo", s.table_no},
                   {"status", s.status},
                   // A large round a diner asked for: the staff may send it (/v1/console/table/sendRound).
                   {"awaitingConfirmation", s.confirm_asked_by.has_value()},
                   {"order", order_json(t.table.order)},
                   {"rounds", std::move(rounds)}});
  }
  return out;
}

}  // namespace qsr::dinein
