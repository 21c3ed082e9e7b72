// The points mall (issue 19; spec 000 §1, §4): members exchange points for goods and collect them
// at a store. An exchange takes the points and the stock in one transaction, or neither; a
// cancelled exchange gives both back, once.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/catalog/catalog_service.h"
#include "modules/mall/mall_types.h"
#include "modules/points/points_service.h"

namespace qsr::mall {

// Business codes of the mall's refusals.
enum MallCode {
  kNotEnoughPoints = 36001,  // spec 001 §8: integral insufficient
  kSoldOut = 36002,          // spec 001 §8: pickup stock 0
  kLimitReached = 36003,
  kStoreUnavailable = 36004,
  kNotWaiting = 36005,       // collected or cancelled already
};

class MallService {
 public:
  MallService(db::Db& db, const Clock& clock, points::PointsService& points, catalog::CatalogService& catalog)
      : db_(db), clock_(clock), points_(points), catalog_(catalog) {}

  struct Shelf {
    std::vector<Category> categories;
    std::vector<Item> items;
    std::optional<int64_t> balance;          // the member's points (nullopt for a visitor)
  };
  // What is on sale, read in one transaction with the member's balance.
  Shelf shelf(std::optional<int64_t> member_id);
  // One item on sale (404 otherwise), with the same member figures.
  struct ItemView {
    Item item;
    std::optional<int64_t> balance;
    int64_t taken = 0;
  };
  ItemView item(int64_t id, std::optional<int64_t> member_id);

  struct Exchange {
    int64_t member_id = 0, item_id = 0, quantity = 1, sid = 0;
    std::string request_key;  // the Idempotency-Key: the same key answers the same order
  };
  // Takes the points and the stock and writes the order, in one transaction. 400 for a quantity
  // out of range, a store that does not exist or is closed for good, an item off sale, the
  // member's limit passed or too few points; 409 when the stock is gone.
  Order exchange(const Exchange& e);

  struct Page {
    std::vector<Order> list;
    int64_t total = 0;
  };
  Page orders(int64_t member_id, int64_t limit, int64_t offset);
  // The member's own order (404 for anyone else's).
  Order order(int64_t member_id, const std::string& order_no);
  // The member cancels while the goods wait for pickup: points and stock go back once (409 once
  // collected or cancelled).
  Order cancel(int64_t member_id, const std::string& order_no);
  // Staff of the pickup store hand the goods over, finding the exchange by its number or by the
  // pickup code the member shows (404 for another store's or none waiting, 409 unless waiting or
  // when two waiting exchanges share the code: then the number decides).
  Order collect(int64_t staff_sid, const std::string& order_no_or_code);
  // The store's exchanges waiting for pickup, oldest first (the console's list).
  std::vector<Order> waiting_at(int64_t sid);

  // Operators (admin API): everything, on sale or not; 400 for values out of range.
  std::vector<Category> all_categories();
  std::vector<Item> all_items();
  Category save_category(const Category& c);
  Item save_item(const Item& i);

  // Account merge: the exchanges move with the member.
  void merge(db::Tx& tx, int64_t from, int64_t to);
  int64_t order_count(db::Tx& tx, int64_t member_id);

 private:
  Order cancel_in(db::Tx& tx, const Order& o, int64_t now_ms);
  db::Db& db_;
  const Clock& clock_;
  points::PointsService& points_;
  catalog::CatalogService& catalog_;
};

}  // namespace qsr::mall
