#include "modules/prime/prime_views.h"

#include <algorithm>

#include <boost/json.hpp>

#include "core/json_values.h"
#include "core/money.h"

namespace qsr::prime {
namespace json = boost::json;

namespace {

json::object plan_json(const Plan& p, Lang lang, const std::map<int64_t, int64_t>* bought) {
  json::value remaining = nullptr;
  if (p.purchase_limit > 0) {
    const auto it = bought ? bought->find(p.id) : std::map<int64_t, int64_t>::const_iterator{};
    const int64_t used = bought && it != bought->end() ? it->second : 0;
    remaining = std::max<int64_t>(0, p.purchase_limit - used);
  }
  return {{"id", p.id},
          {"name", p.name.get(lang)},
          {"days", p.days},
          {"price", money::format(p.price)},
          {"originalPrice", p.original_price > 0 ? json::value(money::format(p.original_price)) : json::value(nullptr)},
          {"purchaseLimit", p.purchase_limit},
          {"remaining", std::move(remaining)},
          {"active", p.active}};
}

}  // namespace

json::object pass_json(const Pass& p, const catalog::Snapshot& menu, Lang lang, const std::map<int64_t, int64_t>* bought) {
  json::array plans, items;
  for (const auto& plan : p.plans) plans.push_back(plan_json(plan, lang, bought));
  for (const auto& item : p.items) {
    const catalog::Goods* g = menu.find_goods(item.goods_id);
    if (!g) continue;
    items.push_back({{"id", item.id},  // the spec's memberPrimeOptionId
                     {"goodsId", item.goods_id},
                     {"name", g->name.get(lang)},
                     {"image", g->image},
                     {"price", money::format(g->price)},
                     {"memberPrice", money::format(item.member_price)},
                     {"active", item.active}});
  }
  return {{"id", p.id},
          {"name", p.name.get(lang)},
          {"benefits", json_lines(p.benefits.get(lang))},
          {"agreement", p.agreement.get(lang)},
          {"color", p.color},
          {"active", p.active},
          {"plans", std::move(plans)},
          {"items", std::move(items)}};
}

json::object member_prime_json(const MemberPrime& m, const Pass* pass, int64_t now_ms, Lang lang) {
  return {{"primeId", m.pass_id},
          {"primeName", pass ? json::value(pass->name.get(lang)) : json::value(nullptr)},
          {"primeOrderNo", m.order_no},
          {"startedAt", m.started_at},
          {"expiresAt", m.expires_at},
          {"active", m.active_at(now_ms)}};
}

void add_member_info(const std::optional<MemberPrime>& m, const Pass* pass, int64_t now_ms, Lang lang, json::object& info) {
  const bool valid = m && m->active_at(now_ms);
  info["primeId"] = valid ? json::value(m->pass_id) : json::value(nullptr);
  info["primeName"] = valid && pass ? json::value(pass->name.get(lang)) : json::value(nullptr);
  info["primeOrderNo"] = valid ? json::value(m->order_no) : json::value(nullptr);
  info["primeExpireTime"] = m ? json::value(m->expires_at) : json::value(nullptr);
}

}  // namespace qsr::prime
