#include "modules/cart/cart_service.h"

#include "modules/cart/cart_fees.h"

#include "core/app_error.h"
#include "engine/cart_pricing.h"
#include "modules/cart/cart_repo.h"

namespace qsr::cart {
using catalog::Cents;

namespace {

const catalog::Store& require_store(const catalog::Snapshot& snap, int64_t sid) {
  const catalog::Store* s = snap.store(sid);
  if (!s) throw AppError::not_found("store_not_found");
  return *s;
}

int64_t goods_quantity(const std::vector<LineRow>& lines, int64_t goods_id, int64_t except_line = 0) {
  int64_t n = 0;
  for (const auto& l : lines) {
    if (l.goods_id == goods_id && l.id != except_line) n += l.quantity;
  }
  return n;
}

}  // namespace

Choices choices_of(const LineRow& l) {
  Choices c;
  c.goods_id = l.goods_id;
  c.option_id = l.option_id;
  c.attr_values = parse_attrs_key(l.attrs).value_or(std::vector<int64_t>{});
  c.package = parse_package_key(l.package).value_or(std::vector<PackagePick>{});
  return c;
}

bool CheckoutLine::buys() const { return row.selected && priced.problem.empty(); }

std::vector<CheckoutLine> price_rows(const catalog::Snapshot& snap, const std::vector<LineRow>& rows, int64_t sid,
                                     const LocalTime& now) {
  std::vector<CheckoutLine> out;
  for (const auto& r : rows) out.push_back({r, price_choice(snap, sid, choices_of(r), now), snap.find_goods(r.goods_id)});
  return out;
}

CartView CartService::add(const Owner& owner, const AddRequest& r) {
  return catalog_.with_fresh([&](const std::shared_ptr<const catalog::Snapshot>& snap) {
    const catalog::Store& store = require_store(*snap, r.sid);
    if (!store.offers(r.order_type)) throw AppError::bad_request("store_no_order_type");
    // Zero or less is not "too many": say what is allowed.
    if (r.quantity < 1 || r.quantity > kMaxLineQuantity) {
      throw AppError(400, kQuantityLimit, "cart_quantity_range", {std::to_string(kMaxLineQuantity)});
    }
    if (r.pocket < 1 || r.pocket > 100) throw AppError::invalid("pack_bag");
    const LocalTime now = to_hk_local(clock_.now_ms());
    PricedChoice priced = price_choice(*snap, r.sid, r.choices, now);
    if (!priced.problem.empty()) throw AppError(400, kCannotAdd, priced.problem);
    if (r.expected_unit_price && *r.expected_unit_price != priced.unit_price) {
      throw AppError(409, kPriceChanged, "cart_price_changed");
    }
    const catalog::Goods& goods = *snap->find_goods(r.choices.goods_id);
    // The lines after the add: those its transaction read, with the added line as stored put in
    // (no second read), priced after it (SQLite's one writer is not held for the pricing).
    const std::vector<LineRow> after = db_.write_value([&](db::Tx& tx) {
      repo::prefetch_lines(tx, owner, r.sid);  // with the catalogue's version: one round trip
      catalog_.require_current(tx, *snap);
      if (r.guard) r.guard(tx);
      auto lines = repo::lines(tx, owner, r.sid);
      LineRow line;
      line.owner = owner.key();
      line.sid = r.sid;
      line.goods_id = goods.goods_id;
      line.option_id = r.choices.option_id;
      line.attrs = attrs_key(r.choices.attr_values);
      line.package = package_key(r.choices.package);
      line.cid = r.cid.value_or(goods.cid);
      line.pocket = r.pocket;
      line.coupon_key = r.coupon_key;
      line.memo = r.memo;
      // A new line starts at the goods' minimum step (spec 001 §4).
      int64_t existing = 0;
      for (const auto& l : lines) {
        if (l.goods_id == line.goods_id && l.option_id == line.option_id && l.attrs == line.attrs &&
            l.package == line.package && l.cid == line.cid && l.pocket == line.pocket && l.coupon_key == line.coupon_key &&
            l.memo == line.memo)
          existing = l.quantity;
      }
      line.quantity = existing == 0 ? std::max<int64_t>(r.quantity, goods.unitnum) : r.quantity;
      if (existing + line.quantity > kMaxLineQuantity) throw AppError(400, kQuantityLimit, "cart_quantity_limit");
      check_cart_size(lines, existing == 0 ? 1 : 0, line.quantity);
      if (goods.limit_num > 0 && goods_quantity(lines, goods.goods_id) + line.quantity > goods.limit_num) {
        throw AppError(400, kLimitReached, "cart_limit_reached");
      }
      check_tie_limit(tx, lines, line.coupon_key, line.goods_id, 0, line.quantity);
      repo::put_in_order(lines, repo::add(tx, line, clock_.now_ms()));
      return lines;
    });
    return view_of(snap, after, r.sid, r.order_type);
  });
}

void check_cart_size(const std::vector<LineRow>& lines, int64_t new_lines, int64_t new_units) {
  int64_t units = 0;
  for (const auto& l : lines) units += l.quantity;
  if (static_cast<int64_t>(lines.size()) + new_lines > kMaxCartLines || units + new_units > kMaxCartUnits) {
    throw AppError(400, kLimitReached, "cart_limit_reached");
  }
}

void CartService::check_tie_limit(db::Tx& tx, const std::vector<LineRow>& lines, const std::string& key, int64_t goods_id,
                                  int64_t except_line, int64_t adding) const {
  if (key.empty() || !ties_.limit) return;
  const TieLimits limits = ties_.limit(tx, key);
  int64_t tied = 0, same_goods = 0;
  for (const auto& l : lines) {
    if (l.coupon_key != key || l.id == except_line) continue;
    tied += l.quantity;
    if (l.goods_id == goods_id) same_goods += l.quantity;
  }
  if (limits.units > 0 && tied + adding > limits.units) {
    throw AppError(400, kLimitReached, "coupon_goods_limit", {std::to_string(limits.units)});
  }
  if (limits.per_goods > 0 && same_goods + adding > limits.per_goods) throw AppError(400, kLimitReached, "coupon_goods_once");
}

std::string CartService::tie_key(int64_t member_id, const std::string& coupon_code, int64_t goods_id, int64_t option_id) const {
  if (!ties_.key_for) throw AppError::invalid("couponCode");
  return ties_.key_for(member_id, coupon_code, goods_id, option_id);
}

void CartService::remove_line(db::Tx& tx, const Owner& owner, int64_t sid, const LineRow& line) {
  repo::remove(tx, line.id);
  bool pocket_empty = true;
  for (const auto& l : repo::lines(tx, owner, sid)) {
    if (l.pocket == line.pocket) pocket_empty = false;
  }
  if (pocket_empty && line.pocket >= 1 && !owner.pockets_are_people_or_rounds()) repo::close_pocket(tx, owner, sid, line.pocket);
}

void CartService::reduce(const Owner& owner, int64_t sid, int64_t line_id, int64_t by) {
  catalog_.with_fresh([&](const std::shared_ptr<const catalog::Snapshot>& snap) {
    if (by < 1 || by > kMaxLineQuantity) throw AppError::invalid("num");
    db_.write([&](db::Tx& tx) {
      catalog_.require_current(tx, *snap);
      auto line = repo::line(tx, owner, sid, line_id);
      if (!line) throw AppError::not_found("cart_line_not_found");
      const catalog::Goods* g = snap->find_goods(line->goods_id);
      int64_t step = g ? g->unitnum : 1;
      int64_t left = line->quantity - by;
      if (left < step) {
        remove_line(tx, owner, sid, *line);
      } else {
        repo::set_quantity(tx, line->id, left, clock_.now_ms());
      }
    });
  });
}

void CartService::set_quantity(const Owner& owner, int64_t sid, int64_t line_id, int64_t quantity,
                               const std::function<void(db::Tx&)>& guard) {
  catalog_.with_fresh([&](const std::shared_ptr<const catalog::Snapshot>& snap) {
    if (quantity < 0) throw AppError(400, kQuantityLimit, "cart_quantity_range", {std::to_string(kMaxLineQuantity)});
    if (quantity > kMaxLineQuantity) throw AppError(400, kQuantityLimit, "cart_quantity_limit");
    db_.write([&](db::Tx& tx) {
      catalog_.require_current(tx, *snap);
      if (guard) guard(tx);
      auto line = repo::line(tx, owner, sid, line_id);
      if (!line) throw AppError::not_found("cart_line_not_found");
      const catalog::Goods* g = snap->find_goods(line->goods_id);
      int64_t step = g ? g->unitnum : 1;
      if (quantity < step) {
        remove_line(tx, owner, sid, *line);
        return;
      }
      if (g && g->limit_num > 0 && quantity > line->quantity &&
          goods_quantity(repo::lines(tx, owner, sid), g->goods_id, line->id) + quantity > g->limit_num) {
        throw AppError(400, kLimitReached, "cart_limit_reached");
      }
      if (quantity > line->quantity) {
        const auto lines = repo::lines(tx, owner, sid);
        check_cart_size(lines, 0, quantity - line->quantity);
        check_tie_limit(tx, lines, line->coupon_key, line->goods_id, line->id, quantity);
      }
      repo::set_quantity(tx, line->id, quantity, clock_.now_ms());
    });
  });
}

void CartService::set_memo(const Owner& owner, int64_t sid, int64_t line_id, const std::string& memo) {
  db_.write([&](db::Tx& tx) {
    auto line = repo::line(tx, owner, sid, line_id);
    if (!line) throw AppError::not_found("cart_line_not_found");
    if (line->memo == memo) return;
    for (const auto& l : repo::lines(tx, owner, sid)) {
      const bool same_dish = l.id != line->id && l.goods_id == line->goods_id && l.option_id == line->option_id &&
                             l.attrs == line->attrs && l.package == line->package && l.cid == line->cid &&
                             l.pocket == line->pocket && l.coupon_key == line->coupon_key && l.memo == memo;
      if (!same_dish) continue;
      if (l.quantity + line->quantity > kMaxLineQuantity) throw AppError(400, kQuantityLimit, "cart_quantity_limit");
      repo::set_quantity(tx, l.id, l.quantity + line->quantity, clock_.now_ms());
      repo::remove(tx, line->id);
      return;
    }
    repo::set_memo(tx, line->id, memo, clock_.now_ms());
  });
}

void CartService::select(const Owner& owner, int64_t sid, std::optional<int64_t> line_id, bool selected) {
  db_.write([&](db::Tx& tx) {
    if (line_id && !repo::line(tx, owner, sid, *line_id)) throw AppError::not_found("cart_line_not_found");
    repo::set_selected(tx, owner, sid, line_id, selected, clock_.now_ms());
  });
}

void CartService::truncate(const Owner& owner, int64_t sid) {
  db_.write([&](db::Tx& tx) { repo::truncate(tx, owner, sid); });
}

std::vector<LeftOut> CartService::switch_store(const Owner& owner, int64_t from_sid, int64_t to_sid,
                                               catalog::OrderType type, Lang lang) {
  return catalog_.with_fresh([&](const std::shared_ptr<const catalog::Snapshot>& snap) {
    return switch_store_on(*snap, owner, from_sid, to_sid, type, lang);
  });
}

std::vector<LeftOut> CartService::switch_store_on(const catalog::Snapshot& menu, const Owner& owner, int64_t from_sid, int64_t to_sid,
                                                  catalog::OrderType type, Lang lang) {
  require_store(menu, from_sid);
  const catalog::Store& to = require_store(menu, to_sid);
  if (!to.offers(type)) throw AppError::bad_request("store_no_order_type");
  const LocalTime now = to_hk_local(clock_.now_ms());
  std::vector<LeftOut> dropped;
  db_.write([&](db::Tx& tx) {
    if (from_sid == to_sid) return;
    catalog_.require_current(tx, menu);
    for (const auto& l : repo::lines(tx, owner, from_sid)) {
      PricedChoice p = price_choice(menu, to_sid, choices_of(l), now);
      if (!p.problem.empty()) {
        const catalog::Goods* g = menu.find_goods(l.goods_id);
        dropped.push_back({l.goods_id, g ? g->name.get(lang) : std::string(), p.problem, {}});
        continue;
      }
      LineRow moved = l;
      moved.sid = to_sid;
      repo::add(tx, moved, clock_.now_ms());
    }
    repo::truncate(tx, owner, from_sid);
  });
  return dropped;
}

std::vector<LeftOut> CartService::add_lines(const Owner& owner, int64_t sid, catalog::OrderType type,
                                            const std::vector<Wanted>& lines) {
  std::vector<LeftOut> skipped;
  for (const auto& w : lines) {
    AddRequest r;
    r.sid = sid;
    r.order_type = type;
    r.choices = w.choices;
    r.quantity = w.quantity;
    try {
      add(owner, r);
    } catch (const AppError& e) {
      if (e.http_status >= 500) throw;
      skipped.push_back({w.choices.goods_id, w.name, e.message_key, e.args});
    }
  }
  return skipped;
}

CartView CartService::contents(const Owner& owner, int64_t sid, catalog::OrderType type) {
  auto menu = catalog_.snapshot();
  require_store(*menu, sid);
  auto rows = db_.read_value([&](db::Tx& tx) { return repo::lines(tx, owner, sid); });
  return view_of(std::move(menu), rows, sid, type);
}

CartView CartService::view_of(std::shared_ptr<const catalog::Snapshot> menu, const std::vector<LineRow>& rows, int64_t sid,
                              catalog::OrderType type) const {
  CartView cart;
  cart.menu = std::move(menu);
  cart.sid = sid;
  cart.type = type;
  const catalog::Store& store = require_store(*cart.menu, sid);
  const LocalTime now = to_hk_local(clock_.now_ms());
  cart.lines = price_rows(*cart.menu, rows, sid, now);

  std::vector<engine::PriceLine> price_lines;
  for (const auto& line : cart.lines) {
    const LineRow& l = line.row;
    cart.units += l.quantity;
    if (line.buys()) {
      cart.selected_units += l.quantity;
      cart.origin += line.priced.shown_old_price() * l.quantity;
    }
    cart.units_per_category[l.cid] += l.quantity;
    cart.units_per_goods[l.goods_id] += l.quantity;
    cart.current_pocket = std::max(cart.current_pocket, l.pocket);
    price_lines.push_back({l.id, line.priced.unit_price, line.priced.unit_box, l.quantity, line.buys()});
  }
  cart.price = engine::price_cart(price_lines, static_cast<engine::OrderType>(type), fee_rules(store));
  return cart;
}

}  // namespace qsr::cart
