#include "modules/group/group_views.h"

#include "core/money.h"
#include "modules/cart/cart_views.h"

namespace qsr::group {
namespace json = boost::json;

namespace {

json::object participant_json(const Participant& p, const Group& g, int64_t me) {
  return {{"uid", p.member_id}, {"pack_bag", p.pocket}, {"choiceStatus", p.choice_status}, {"nickname", p.nickname},
          {"isMine", p.member_id == me}, {"isLauncher", p.member_id == g.launcher_id}};
}

json::value order_json(const std::optional<GroupOrder>& order) {
  if (!order) return nullptr;
  return json::object{{"order_id", order->order_no}, {"status", order->status}, {"payable", money::format(order->payable)}};
}

}  // namespace

json::object info_json(const GroupInfo& info, int64_t me) {
  const Group& g = info.group;
  json::array people;
  for (const auto& p : info.participants) people.push_back(participant_json(p, g, me));
  json::object o{{"uniqueId", g.unique_id}, {"sid", g.sid}, {"order_type", g.order_type}, {"status", g.status},
                 {"version", g.version}, {"participants", std::move(people)}, {"isLauncher", g.launcher_id == me},
                 {"maxParticipants", kMaxParticipants}};
  if (info.order) o["order"] = order_json(info.order);
  return o;
}

json::object goods_detail_json(const GroupCart& detail, int64_t me, Lang lang) {
  const Group& g = detail.info.group;
  json::array spell_list;
  for (const auto& pocket : detail.pockets) {
    json::object entry = participant_json(pocket.person, g, me);
    entry["cart_data"] = cart::lines_json(pocket.lines, lang);
    entry["subtotal"] = money::format(pocket.subtotal);
    spell_list.push_back(std::move(entry));
  }
  const engine::CartPrice& price = detail.cart.price;
  return {{"uniqueId", g.unique_id}, {"sid", g.sid}, {"order_type", g.order_type}, {"uid", g.launcher_id}, {"status", g.status},
          {"version", g.version}, {"spellList", std::move(spell_list)}, {"price", cart::price_text(detail.cart)},
          {"num", detail.cart.units}, {"delivery_fee", money::format(price.delivery_fee)}, {"bag_fee", money::format(price.bag_fee)},
          {"order", order_json(detail.info.order)}};
}

}  // namespace qsr::group
