#include "modules/cart/cart_views.h"

#include <map>
#include <string>

#include "core/messages.h"

namespace qsr::cart {
namespace json = boost::json;

json::object cart_line_json(const CheckoutLine& line, Lang lang) {
  const LineRow& l = line.row;
  const PricedChoice& p = line.priced;
  const catalog::Goods* g = line.goods;
  const bool available = p.problem.empty();
  const Choices choices = choices_of(l);
  const catalog::Cents old_unit = p.shown_old_price();
  json::array attr_ids, picks, attr_names, package_names;
  for (auto v : choices.attr_values) attr_ids.push_back(v);
  for (const auto& pk : choices.package) picks.push_back({{"group_id", pk.group_id}, {"goods_id", pk.goods_id}, {"option_id", pk.option_id}});
  for (const auto* n : p.attr_names) attr_names.push_back(json::string(n->get(lang)));
  for (const auto& n : p.package_names) package_names.push_back(json::string(n.get(lang)));
  return {
      {"id", l.id},
      {"goods_id", l.goods_id},
      {"option_id", l.option_id},
      {"cid", l.cid},
      {"name", g ? g->name.get(lang) : std::string()},
      {"image", g ? g->image : std::string()},
      {"goods_type", g ? g->goods_type : 1},
      {"optionName", p.option_text(lang)},
      {"detail", p.detail(lang)},
      {"attrs", std::move(attr_ids)},
      {"attrNames", std::move(attr_names)},
      {"package", std::move(picks)},
      {"packageNames", std::move(package_names)},
      {"number", l.quantity},
      {"num", l.quantity},
      {"couponKey", l.coupon_key},
      {"memo", l.memo},
      {"unitnum", g ? g->unitnum : 1},
      {"limitObj", {{"limitNum", g ? g->limit_num : 0}}},
      {"price", money::format(p.unit_price)},
      {"old_price", money::format(old_unit)},
      {"option_price", money::format(p.option_price)},
      {"attrPrice", money::format(p.attr_price)},
      {"packagePrice", money::format(p.package_price)},
      {"box_price", money::format(p.unit_box)},
      {"total_price", money::format(p.unit_price * l.quantity)},
      {"total_old_price", money::format(old_unit * l.quantity)},
      {"packBag", l.pocket},
      {"selected", l.selected ? 1 : 0},
      {"available", available},
      {"problem", p.problem},
      {"problemText", available ? std::string() : message(lang, p.problem)},
  };
}

namespace {

// Counts keyed by id as text, in text order (as the answer has always listed them).
json::object counts_json(const std::map<int64_t, int64_t>& counts) {
  std::map<std::string, int64_t> by_text;
  for (const auto& [id, n] : counts) by_text[std::to_string(id)] = n;
  json::object out;
  for (const auto& [k, n] : by_text) out[k] = n;
  return out;
}

}  // namespace

std::string price_text(const CartView& cart) { return money::format(cart.price.goods_total + cart.price.box_total); }

json::array lines_json(const std::vector<CheckoutLine>& lines, Lang lang) {
  json::array out;
  for (const auto& line : lines) out.push_back(cart_line_json(line, lang));
  return out;
}

json::object cart_json(const CartView& cart, Lang lang) {
  json::array data, problems;
  for (const auto& line : cart.lines) {
    json::object l = cart_line_json(line, lang);
    if (!line.priced.problem.empty()) {
      problems.push_back({{"id", line.row.id}, {"goods_id", line.row.goods_id}, {"name", l["name"]}, {"message", l["problemText"]}});
    }
    data.push_back(std::move(l));
  }
  const engine::CartPrice& price = cart.price;
  return {{"sid", cart.sid},
          {"orderType", static_cast<int>(cart.type)},
          {"data", std::move(data)},
          {"num", cart.units},
          {"selectedNum", cart.selected_units},
          {"price", price_text(cart)},
          // What checkout charges before coupons: goods, boxes, the bag and the delivery fee.
          {"total", money::format(price.goods_total + price.box_total + price.bag_fee + price.delivery_fee)},
          {"originPrice", money::format(cart.origin + price.box_total)},
          {"no_pack_price", money::format(price.goods_total)},
          {"box_price", money::format(price.box_total)},
          {"bag_fee", money::format(price.bag_fee)},
          {"delivery_fee", money::format(price.delivery_fee)},
          {"categoryNumData", counts_json(cart.units_per_category)},
          {"goodsNumData", counts_json(cart.units_per_goods)},
          {"currentPackBag", cart.current_pocket},
          {"problems", std::move(problems)}};
}

json::array left_out_json(const std::vector<LeftOut>& lines, Lang lang) {
  json::array out;
  for (const auto& l : lines) {
    out.push_back({{"goods_id", l.goods_id}, {"name", l.name}, {"reason", message(lang, l.reason, l.reason_args)}});
  }
  return out;
}

}  // namespace qsr::cart
