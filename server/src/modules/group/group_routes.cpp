#include "modules/group/group_routes.h"

#include <algorithm>
#include <map>

#include <boost/json.hpp>

#include "engine/fee_split.h"
#include "http/envelope.h"
#include "modules/order/order_routes.h"

namespace qsr::group {
namespace json = boost::json;

namespace {

std::string unique_of(const http::Request& req) {
  auto v = req.opt_str("uniqueId");
  if (!v) throw AppError::missing("uniqueId");
  if (v->size() > 40) throw AppError(404, kGroupNotFound, "spell_not_found");
  return *v;
}

// cart_data: [{goods_id, option_id?, attrs?: [ids], num?}]
std::vector<std::pair<cart::Choices, int64_t>> cart_data_of(const http::Request& req) {
  const auto* v = req.input.if_contains("cart_data");
  if (!v || !v->is_array() || v->get_array().empty() || v->get_array().size() > 50) throw AppError::invalid("cart_data");
  std::vector<std::pair<cart::Choices, int64_t>> out;
  for (const auto& item : v->get_array()) {
    if (!item.is_object() || !item.get_object().contains("goods_id")) throw AppError::invalid("cart_data");
    const auto& o = item.get_object();
    cart::Choices c;
    c.goods_id = http::json_id(o.at("goods_id"), "goods_id");
    if (o.contains("option_id")) c.option_id = http::json_id(o.at("option_id"), "option_id");
    if (const auto* attrs = o.if_contains("attrs"); attrs && attrs->is_array()) {
      for (const auto& a : attrs->get_array()) c.attr_values.push_back(http::json_id(a, "attrs"));
    }
    int64_t num = o.contains("num") ? http::json_id(o.at("num"), "num") : 1;
    out.push_back({c, num});
  }
  return out;
}

}  // namespace

void register_routes(http::Router& router, GroupService& groups, order::OrderService& orders, account::AccountModule& accounts) {
  // Joining, adding and paying need a member with a phone; visitors are sent to log in (401).
  auto member = [&accounts](const http::Request& req) { return *accounts.sessions.require_member_with_phone(req).member_id; };

  router.post("/v1/spell/create", [&, member](http::Request& req) {
    int64_t me = member(req);
    auto type = catalog::order_type_from_int(req.opt_int("order_type").value_or(req.opt_int("orderType").value_or(0)));
    if (!type || *type == catalog::OrderType::dine_in) throw AppError::invalid("order_type");
    Group g = groups.create(me, req.integer("sid"), *type, req.opt_int("address_id"));
    return http::ok(req, groups.info_json(g, me));
  });

  router.post("/v1/spell/join", [&, member](http::Request& req) {
    int64_t me = member(req);
    return http::ok(req, groups.info_json(groups.join(me, unique_of(req)), me));
  });

  router.post("/v1/spell/check", [&, member](http::Request& req) {
    auto g = groups.open_group_of(member(req));
    if (!g) return http::ok(req, nullptr);
    return http::ok(req, json::object{{"uid", g->launcher_id}, {"uniqueId", g->unique_id}, {"sid", g->sid}, {"order_type", g->order_type}});
  });

  router.get("/v1/spell/info", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    if (!groups.is_participant(me, id)) throw AppError(404, kGroupNotFound, "spell_not_found");
    return http::ok(req, groups.info_json(groups.find(id), me));
  });

  router.get("/v1/spell/version", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    if (!groups.is_participant(me, id)) throw AppError(404, kGroupNotFound, "spell_not_found");
    Group g = groups.find(id);
    return http::ok(req, json::object{{"version", g.version}, {"status", g.status}});
  });

  auto choice_status = [&, member](http::Request& req) {
    groups.set_choice_status(member(req), unique_of(req), req.integer("status"));
    return http::ok(req);
  };
  router.post("/v1/spell/choiceStatus", choice_status);
  router.post("/v1/spell/status", choice_status);  // spec 001 §7 "update status": the same call

  router.post("/v1/spell/addCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    for (const auto& [choices, num] : cart_data_of(req)) groups.add(me, id, choices, num);
    return http::ok(req, groups.goods_detail(me, id, req.lang));
  });

  router.post("/v1/spell/updateCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    groups.set_line(me, id, req.integer("lineId"), req.integer("num"));
    return http::ok(req, groups.goods_detail(me, id, req.lang));
  });

  router.post("/v1/spell/clearCart", [&, member](http::Request& req) {
    int64_t me = member(req);
    std::string id = unique_of(req);
    groups.clear_mine(me, id);
    return http::ok(req, groups.goods_detail(me, id, req.lang));
  });

  router.get("/v1/spell/goodsDetail", [&, member](http::Request& req) {
    int64_t me = member(req);
    json::object detail = groups.goods_detail(me, unique_of(req), req.lang);
    // is_confirm=1: the list for the checkout, only the people who put something in.
    if (req.flag("is_confirm")) {
      auto& list = detail["spellList"].as_array();
      list.erase(std::remove_if(list.begin(), list.end(), [](const json::value& e) { return e.at("cart_data").as_array().empty(); }),
                 list.end());
    }
    return http::ok(req, std::move(detail));
  });

  router.post("/v1/spell/out", [&, member](http::Request& req) {
    groups.leave(member(req), unique_of(req));
    return http::ok(req);
  });

  router.post("/v1/spell/cancel", [&, member](http::Request& req) {
    groups.cancel(member(req), unique_of(req));
    return http::ok(req);
  });

  router.post("/v1/spell/confirm", [&, member](http::Request& req) {
    int64_t me = member(req);
    order::CheckoutRequest r;
    r.reserved_at = req.opt_int("reservedAt");
    order::read_coupon_selection(req, r);
    return http::ok(req, groups.confirm(me, unique_of(req), r, req.lang));
  });

  router.post("/v1/spell/submit", [&, member](http::Request& req) {
    int64_t me = member(req);
    order::CheckoutRequest contact;
    order::read_coupon_selection(req, contact);
    contact.contact_area_code = req.opt_str("areaCode").value_or("");
    contact.contact_phone = req.opt_str("phone").value_or("");
    contact.contact_name = req.opt_str("contactName").value_or("");
    contact.note = req.opt_str("note").value_or("");
    contact.reserved_at = req.opt_int("reservedAt");
    std::string key(req.header("idempotency-key"));
    if (key.empty()) key = req.opt_str("idempotencyKey").value_or("");
    order::OrderRow o = groups.submit(me, unique_of(req), contact, key, req.lang);
    return http::ok(req, orders.summary_json(o, req.lang));
  });

  // Everyone who took part in a group order may read it (detail, pay status, live updates).
  orders.add_reader_check([&orders](const order::OrderRow& o, int64_t member_id) {
    if (!o.group_id) return false;
    return orders.db().read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT 1 FROM group_member WHERE group_id = $1 AND member_id = $2", {*o.group_id, member_id}).has_value();
    });
  });

  // The group order's receipt: each participant's lines and share of the fees (the delivery fee
  // split equally among those who ordered, the bag by cup count; the discount stays with the
  // payer), summing to the order total to the cent.
  orders.add_detail_decorator([](db::Tx& tx, const order::OrderRow& o, json::object& detail, Lang) {
    if (!o.group_id) return;
    std::map<int64_t, std::pair<std::string, int64_t>> people;  // pocket -> (nickname, member)
    for (const auto& r : tx.query("SELECT gm.pocket, m.nickname, gm.member_id FROM group_member gm JOIN member m"
                                  " ON m.id = gm.member_id WHERE gm.group_id = $1", {*o.group_id})) {
      people[r.i64(0)] = {r.str(1), r.i64(2)};
    }
    std::map<int64_t, json::array> lines;
    std::map<int64_t, int64_t> goods, cups;
    for (const auto& l : detail["lines"].as_array()) {
      int64_t pocket = l.at("packBag").as_int64();
      lines[pocket].push_back(l);
      goods[pocket] += money::parse(std::string(l.at("total_price").as_string())).value_or(0) +
                       money::parse(std::string(l.at("box_total").as_string())).value_or(0);
      cups[pocket] += l.at("num").as_int64();
    }
    std::vector<int64_t> pockets, weights;
    for (const auto& [pocket, n] : cups) {
      pockets.push_back(pocket);
      weights.push_back(n);
    }
    auto delivery = engine::split_equally(o.delivery_fee, pockets.size());
    auto bag = engine::split_by_weight(o.bag_fee, weights);
    // The payer is on the receipt even with nothing of their own: their coupons' saving is theirs
    // (a negative share), so the shares still add up to what was paid.
    for (const auto& [pocket, person] : people) {
      if (person.second == o.member_id && !cups.count(pocket)) {
        pockets.push_back(pocket);
        delivery.push_back(0);
        bag.push_back(0);
      }
    }
    json::array shares;
    for (size_t i = 0; i < pockets.size(); ++i) {
      int64_t pocket = pockets[i];
      const int64_t discount = people[pocket].second == o.member_id ? o.discount : 0;  // the payer's coupons
      int64_t share = goods[pocket] + delivery[i] + bag[i] - discount;
      shares.push_back({{"pack_bag", pocket}, {"nickname", people[pocket].first}, {"isPayer", people[pocket].second == o.member_id},
                        {"lines", std::move(lines[pocket])}, {"goods", money::format(goods[pocket])},
                        {"delivery_share", money::format(delivery[i])}, {"bag_share", money::format(bag[i])},
                        {"discount_share", money::format(discount)},
                        {"total", money::format(share)}});
    }
    detail["participants"] = std::move(shares);
  });
}

}  // namespace qsr::group
