// The points mall (issue 19; spec 000 §1, §4, integralMall/pages/*): members exchange points, and
// for some items a cash part, for goods they collect at a store or have delivered, and for coupon
// packages issued to their wallet. An exchange takes the points and the stock in one transaction,
// or neither; a cancelled exchange gives both back, once. A cash part is paid by card through the
// purchase module (MallPayments is its product kind); the order waits for it in pending_payment.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/account/address_service.h"
#include "modules/catalog/catalog_service.h"
#include "modules/coupon/coupon_service.h"
#include "modules/mall/mall_codes.h"
#include "modules/mall/mall_types.h"
#include "modules/points/points_service.h"
#include "modules/purchase/purchase_service.h"

namespace qsr::mall {

class MallService {
 public:
  MallService(db::Db& db, const Clock& clock, points::PointsService& points, catalog::CatalogService& catalog,
              coupon::CouponService& coupons, account::AddressService& addresses, purchase::PurchaseService& purchases)
      : db_(db), clock_(clock), points_(points), catalog_(catalog), coupons_(coupons), addresses_(addresses), purchases_(purchases) {}

  struct Shelf {
    std::vector<Category> categories;
    std::vector<Item> items;
    std::optional<int64_t> balance;  // the member's points (nullopt for a visitor)
  };
  // What is on sale, read in one transaction with the member's balance.
  Shelf shelf(std::optional<int64_t> member_id);
  // One item on sale (404 otherwise), with the same member figures.
  struct ItemView {
    Item item;
    std::vector<StoreStock> stores;  // an item stocked per store: the stores that hand it over
    std::optional<int64_t> balance;
    int64_t taken = 0;
    std::map<int64_t, std::string> coupon_names;  // a package's coupons: template id -> name in `lang`
  };
  ItemView item(int64_t id, std::optional<int64_t> member_id, Lang lang);
  // The names of the coupons orders issued (a package's), by code, in `lang` (one read; none when
  // no order issued any).
  std::map<std::string, std::string> coupon_names(const std::vector<Order>& orders, Lang lang);

  struct Want {
    int64_t item_id = 0, quantity = 1;
  };
  struct Exchange {
    int64_t member_id = 0;
    std::vector<Want> lines;
    // The cart lines ticked, each named by its item (a cart holds one line per item): the lines
    // are these, as many of each as the cart holds. Instead of `lines`, and only with from_cart.
    std::vector<int64_t> cart_lines;
    std::string fulfilment;  // pickup | delivery; empty for a package
    int64_t sid = 0;         // pickup
    int64_t address_id = 0;  // delivery: one of the member's addresses
    // The lines are the member's cart lines (400 36009 for one that is not) and leave the cart
    // once bought; the others stay.
    bool from_cart = false;
    std::string request_key;  // the Idempotency-Key: the same key answers the same order
  };
  // Takes the points and the stock and writes the order, in one transaction; without a cash part
  // the order is ready at once (a package's coupons issued). Refusals: docs/API.md.
  Order exchange(const Exchange& e);

  // Starts (or, while it is open, answers again) the card payment of a pending order's cash part.
  purchase::Started pay(int64_t member_id, const std::string& order_no, const std::string& return_url, const std::string& request_key);

  struct Page {
    std::vector<Order> list;
    int64_t total = 0;
  };
  Page orders(int64_t member_id, const std::string& status, int64_t limit, int64_t offset);
  // The member's own order (404 for anyone else's).
  Order order(int64_t member_id, const std::string& order_no);
  // The member cancels before the goods are handed over or shipped: points and stock go back once,
  // and a cash part paid is refunded to the card (409 otherwise, and while a payment is open).
  Order cancel(int64_t member_id, const std::string& order_no);
  // The member confirms a delivery arrived (409 unless shipped).
  Order receive(int64_t member_id, const std::string& order_no);
  // Staff of the pickup store hand the goods over, finding the exchange by its number or by the
  // pickup code the member shows (404 for another store's or none waiting, 409 unless waiting or
  // when two waiting exchanges share the code: then the number decides).
  Order collect(int64_t staff_sid, const std::string& order_no_or_code);
  // The store's exchanges waiting for pickup, oldest first (the console's list).
  std::vector<Order> waiting_at(int64_t sid);

  // The cart.
  struct Cart {
    std::vector<std::pair<int64_t, Item>> lines;  // quantity, item on sale
    int64_t points = 0, cash = 0;
    int64_t balance = 0;
  };
  Cart cart(int64_t member_id);
  Cart set_cart_line(int64_t member_id, int64_t item_id, int64_t quantity);

  // Operators (admin API): everything, on sale or not; 400 for values out of range.
  std::vector<Category> all_categories();
  std::vector<Item> all_items();
  std::vector<StoreStock> store_stock(int64_t item_id);
  Category save_category(const Category& c);
  // `store_stock` given replaces the item's per-store stock.
  Item save_item(const Item& i, const std::optional<std::vector<StoreStock>>& store_stock);
  std::vector<Order> orders_in(const std::string& status);
  Order ship(const std::string& order_no, const std::string& carrier, const std::string& tracking_no);

  // Jobs: orders whose payment never started in time are cancelled; shipments the member never
  // confirmed are received. Each answers how many it moved.
  int cancel_unpaid();
  int receive_overdue();

  // The payment of a cash part (MallPayments, in the purchase's transactions).
  int64_t cash_due(db::Tx& tx, int64_t member_id, int64_t order_id, int64_t now_ms);  // 404/409 unless payable
  bool awaits_payment(db::Tx& tx, int64_t order_id, const std::string& pay_no);
  void paid(db::Tx& tx, int64_t order_id, const std::string& pay_no, int64_t now_ms);
  void payment_lapsed(db::Tx& tx, int64_t order_id, const std::string& pay_no, int64_t now_ms);
  void refunded(db::Tx& tx, int64_t order_id, int64_t now_ms);  // 409 unless cancellable

  // Account merge and erasure.
  void merge(db::Tx& tx, int64_t from, int64_t to);
  void forget(db::Tx& tx, int64_t member_id);
  int64_t order_count(db::Tx& tx, int64_t member_id);

 private:
  std::vector<Item> items_for(db::Tx& tx, const std::vector<Want>& lines);
  // The lines an exchange from the cart takes: the ticked lines (with the cart's quantities) or
  // the lines asked for, each of them one of the member's cart lines.
  static std::vector<Want> cart_wants(db::Tx& tx, const Exchange& e);
  void take_lines(db::Tx& tx, Order& o, const std::vector<Item>& items, const std::vector<Want>& wants, int64_t now_ms);
  void hand_out(db::Tx& tx, Order& o, int64_t now_ms);  // a package's coupons, once nothing is owed
  Order cancel_in(db::Tx& tx, const Order& o, int64_t now_ms);

  db::Db& db_;
  const Clock& clock_;
  points::PointsService& points_;
  catalog::CatalogService& catalog_;
  coupon::CouponService& coupons_;
  account::AddressService& addresses_;
  purchase::PurchaseService& purchases_;
};

}  // namespace qsr::mall
