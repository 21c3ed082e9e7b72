#include "modules/coupon/coupon_goods.h"

#include <boost/json.hpp>

#include "core/money.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;

json::object coupon_goods_json(const engine::coupon::Coupon& coupon, const catalog::Snapshot& snap, int64_t sid, Lang lang) {
  // Exchange goods and gifts are picked with the coupon (cart add with couponCode); for the
  // others these are the goods it applies to, added as usual.
  const Takes takes = takes_of(coupon);
  json::array list;
  for (const auto& category : snap.categories) {
    for (int64_t id : category.goods_ids) {
      const catalog::Goods* g = snap.find_goods(id);
      if (!g) continue;
      if (takes.mode == TakeMode::gift ? !may_take(coupon, id, 0) : !covers_goods(coupon, *g)) continue;
      const catalog::Override* o = snap.override_for(sid, id);
      if (o && o->status && *o->status == catalog::GoodsStatus::removed) continue;
      list.push_back({{"goods_id", id}, {"cid", category.cid}, {"name", g->name.get(lang)}, {"image", g->image},
                      {"price", money::format(o && o->price ? *o->price : g->price)}});
    }
  }
  return {{"mode", take_mode_name(takes.mode)}, {"units", takes.units}, {"list", std::move(list)}};
}

}  // namespace qsr::coupon
