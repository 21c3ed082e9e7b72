#include "modules/mall/mall_views.h"

#include "core/json_values.h"

namespace qsr::mall {
namespace json = boost::json;

json::object category_json(const Category& c, Lang lang) { return {{"id", c.id}, {"name", c.name.get(lang)}}; }

json::object item_json(const Item& i, Lang lang) {
  return {{"id", i.id},
          {"categoryId", i.category_id},
          {"title", i.title.get(lang)},
          {"subtitle", i.subtitle.get(lang)},
          {"image", i.image},
          {"points", i.points},
          {"stock", i.stock},
          {"perMemberLimit", i.per_member_limit},
          {"soldOut", i.stock <= 0}};
}

json::object admin_item_json(const Item& i) {
  return {{"id", i.id},
          {"categoryId", i.category_id},
          {"title", i.title.to_json()},
          {"subtitle", i.subtitle.to_json()},
          {"detail", i.detail.to_json()},
          {"image", i.image},
          {"points", i.points},
          {"stock", i.stock},
          {"perMemberLimit", i.per_member_limit},
          {"sort", i.sort},
          {"active", i.active}};
}

json::object admin_category_json(const Category& c) {
  return {{"id", c.id}, {"name", c.name.to_json()}, {"sort", c.sort}, {"active", c.active}};
}

json::object order_json(const Order& o, const Item* item, const catalog::Snapshot& menu, Lang lang) {
  const catalog::Store* store = menu.store(o.sid);
  return {{"order_no", o.order_no},
          {"itemId", o.item_id},
          {"title", item ? item->title.get(lang) : std::string()},
          {"image", item ? item->image : std::string()},
          {"quantity", o.quantity},
          {"points", o.points},
          {"status", o.status},
          {"sid", o.sid},
          {"storeName", store ? store->name.get(lang) : std::string()},
          {"pickupCode", o.pickup_code},
          {"createdAt", o.created_at},
          {"finishedAt", json_or_null(o.finished_at)},
          {"cancelledAt", json_or_null(o.cancelled_at)}};
}

}  // namespace qsr::mall
