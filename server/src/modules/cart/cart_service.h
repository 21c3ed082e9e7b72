// The server cart (spec 001 §4 "Cart rules"), per owner (member or visitor) and store.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include <boost/json/object.hpp>

#include "engine/cart_pricing.h"
#include "engine/coupon/input_limits.h"
#include "modules/cart/cart_line_rules.h"
#include "modules/cart/cart_types.h"
#include "modules/catalog/catalog_service.h"

namespace qsr::cart {

// Business codes of cart answers (the spec gives texts, not numbers).
enum CartCode {
  kCannotAdd = 30010,      // goods/spec removed, sold out, not for sale, outside sale time, bad choices
  kLimitReached = 30011,   // 已达到购买商品数量上限，无法继续添加~
  kQuantityLimit = 30012,  // 超出商品数量上限~
  kPriceChanged = 30013,   // 商品价格异常，请重新选择
};
inline constexpr int64_t kMaxLineQuantity = 99;
// A cart holds no more than the coupon engine prices (engine/coupon/input_limits.h): checkout
// hands every bought line to it, so a bigger cart could never be ordered.
inline constexpr int64_t kMaxCartLines = engine::coupon::limits::kMaxLines;
inline constexpr int64_t kMaxCartUnits = engine::coupon::limits::kMaxUnits;

// Refuses (30011 cart_limit_reached) a cart that would pass kMaxCartLines lines or kMaxCartUnits
// units with `new_lines` more lines and `new_units` more units.
void check_cart_size(const std::vector<LineRow>& lines, int64_t new_lines, int64_t new_units);

struct AddRequest {
  int64_t sid = 0;
  catalog::OrderType order_type = catalog::OrderType::pickup;
  Choices choices;
  int64_t quantity = 1;
  int64_t pocket = 1;
  std::optional<int64_t> cid;
  std::optional<catalog::Cents> expected_unit_price;  // the price the customer saw
  // A line tied to a coupon: "exchange:<code>", "gift:<code>" or "stepgift:<code>" (checked by
  // the caller: the coupon is the member's and of a kind that ties goods).
  std::string coupon_key;
  std::string memo;  // checked by the caller (length, no control characters)
  // Runs first inside the add's write transaction and may refuse it (throw): a group order checks
  // it is still open in the same transaction, so no line lands in a cart that closed meanwhile.
  std::function<void(db::Tx&)> guard;
};

// A cart row with its price and availability at the store now.
struct CheckoutLine {
  LineRow row;
  PricedChoice priced;
  const catalog::Goods* goods = nullptr;
  bool buys() const;  // selected and available
};
std::vector<CheckoutLine> price_rows(const catalog::Snapshot& snap, const std::vector<LineRow>& rows, int64_t sid,
                                     const LocalTime& now);
Choices choices_of(const LineRow& l);

// The cart as the client shows it, re-validated against the store's menu now (cart_views.h
// makes its JSON).
struct CartView {
  std::shared_ptr<const catalog::Snapshot> menu;  // the lines' names point into it
  int64_t sid = 0;
  catalog::OrderType type = catalog::OrderType::pickup;
  std::vector<CheckoutLine> lines;
  int64_t units = 0, selected_units = 0;  // selected: the units that would be bought
  int64_t current_pocket = 1;             // the highest pocket in use
  catalog::Cents origin = 0;              // the bought lines at their crossed-out prices
  engine::CartPrice price;
  std::map<int64_t, int64_t> units_per_category, units_per_goods;
};

// A line that could not come into the cart, and why (a message key and its arguments).
struct LeftOut {
  int64_t goods_id = 0;
  std::string name;
  std::string reason;
  std::vector<std::string> reason_args;
};

class CartService {
 public:
  CartService(db::Db& db, const Clock& clock, catalog::CatalogService& catalog) : db_(db), clock_(clock), catalog_(catalog) {}

  // Answers the cart after the add, read in the add's own transaction: the cart screen's answer
  // costs no second transaction.
  CartView add(const Owner& owner, const AddRequest& r);
  // Lowers a line by `by`; below the goods' minimum step the line goes (and its pocket, if it
  // was the pocket's only line).
  void reduce(const Owner& owner, int64_t sid, int64_t line_id, int64_t by);
  // `guard` as AddRequest::guard.
  void set_quantity(const Owner& owner, int64_t sid, int64_t line_id, int64_t quantity,
                    const std::function<void(db::Tx&)>& guard = {});
  // Changes a line's memo; a line that then matches another (same choices, same memo) merges into it.
  void set_memo(const Owner& owner, int64_t sid, int64_t line_id, const std::string& memo);
  void select(const Owner& owner, int64_t sid, std::optional<int64_t> line_id, bool selected);
  void truncate(const Owner& owner, int64_t sid);
  // Carries the cart to another store; answers what could not come along and why (the goods
  // named in `lang`).
  std::vector<LeftOut> switch_store(const Owner& owner, int64_t from_sid, int64_t to_sid, catalog::OrderType type, Lang lang);

  // Adds lines one by one (an earlier order's lines, for "order again"); a line the store cannot
  // sell now is skipped. Answers the lines skipped, each with its goods and the reason.
  struct Wanted {
    Choices choices;
    int64_t quantity = 1;
    std::string name;  // for the report
  };
  std::vector<LeftOut> add_lines(const Owner& owner, int64_t sid, catalog::OrderType type, const std::vector<Wanted>& lines);

  // The cart as the client shows it, re-validated against the store's menu now.
  CartView contents(const Owner& owner, int64_t sid, catalog::OrderType type);

  // Goods tied to a coupon (exchange goods, gifts) are the coupon module's to judge; it installs
  // how (coupon/coupon_module.cpp), so the cart never depends on coupons.
  // How many units one cart may hold tied to a coupon key, in all and of one goods; 0: no limit.
  struct TieLimits {
    int64_t units = 0;
    int64_t per_goods = 0;
  };
  struct CouponTies {
    // The line's coupon key for goods a member adds with one of their coupons; throws when the
    // coupon does not allow it.
    std::function<std::string(int64_t member_id, const std::string& coupon_code, int64_t goods_id, int64_t option_id)> key_for;
    std::function<TieLimits(db::Tx&, const std::string& coupon_key)> limit;
  };
  void set_coupon_ties(CouponTies ties) { ties_ = std::move(ties); }
  // The coupon key for goods taken with a coupon (AddRequest::coupon_key).
  std::string tie_key(int64_t member_id, const std::string& coupon_code, int64_t goods_id, int64_t option_id) const;

 private:
  // The cart view of `rows` (the owner's lines at `sid`) priced on `menu` now.
  CartView view_of(std::shared_ptr<const catalog::Snapshot> menu, const std::vector<LineRow>& rows, int64_t sid,
                   catalog::OrderType type) const;
  // switch_store's work on `menu`, which its transaction checks is current.
  std::vector<LeftOut> switch_store_on(const catalog::Snapshot& menu, const Owner& owner, int64_t from_sid, int64_t to_sid,
                                       catalog::OrderType type, Lang lang);
  // Refuses more units tied to `key` than its coupon exchanges or gives.
  void check_tie_limit(db::Tx& tx, const std::vector<LineRow>& lines, const std::string& key, int64_t goods_id,
                       int64_t except_line, int64_t adding) const;
  void remove_line(db::Tx& tx, const Owner& owner, int64_t sid, const LineRow& line);
  db::Db& db_;
  const Clock& clock_;
  catalog::CatalogService& catalog_;
  CouponTies ties_;
};

}  // namespace qsr::cart
