// The mall's tables (mall_category, mall_item, mall_store_stock, mall_order, mall_order_line,
// mall_cart): private to the mall module.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/mall/mall_types.h"

namespace qsr::mall::repo {

std::vector<Category> categories(db::Tx& tx, bool on_sale_only);
std::vector<Item> items(db::Tx& tx, bool on_sale_only);
std::optional<Item> item(db::Tx& tx, int64_t id);
int64_t save_category(db::Tx& tx, const Category& c, int64_t now_ms);  // id 0 adds; answers the id
int64_t save_item(db::Tx& tx, const Item& i, int64_t now_ms);

// An item's per-store stock (empty: stocked centrally).
std::vector<StoreStock> store_stock(db::Tx& tx, int64_t item_id);
// Replaces it (the item's per_store flag follows: any row makes it per store).
void set_store_stock(db::Tx& tx, int64_t item_id, const std::vector<StoreStock>& stock, int64_t now_ms);

// Takes `quantity` off an item on sale (centrally, or off the store's shelf); false (nothing
// written) when it has fewer left or the store does not stock it.
bool take_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms);
bool take_store_stock(db::Tx& tx, int64_t item_id, int64_t sid, int64_t quantity);
void return_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms);
void return_store_stock(db::Tx& tx, int64_t item_id, int64_t sid, int64_t quantity);

// Units of the item the member holds or has collected (cancelled exchanges excluded).
int64_t units_taken(db::Tx& tx, int64_t member_id, int64_t item_id);

// Inserts the order (not its lines) unless the member already used its request key; answers its
// id, or nullopt for a repeat (read it with by_request_key).
std::optional<int64_t> insert_order(db::Tx& tx, const Order& o);
void insert_line(db::Tx& tx, int64_t order_id, int line_no, const Line& l);
std::optional<Order> by_request_key(db::Tx& tx, int64_t member_id, const std::string& key);
std::optional<Order> order(db::Tx& tx, const std::string& order_no);
std::optional<Order> order_by_id(db::Tx& tx, int64_t id);
// Newest first; `status` empty for any.
std::vector<Order> orders(db::Tx& tx, int64_t member_id, const std::string& status, int64_t limit, int64_t offset);
int64_t count_orders(db::Tx& tx, int64_t member_id, const std::string& status = "");
// A store's exchanges waiting for pickup, oldest first (at most `limit`).
std::vector<Order> waiting_at(db::Tx& tx, int64_t sid, int64_t limit);
// Every member's orders in a status, oldest first (the operators' list).
std::vector<Order> in_status(db::Tx& tx, const std::string& status, int64_t limit);
// Orders in `status` made (pending) or shipped (shipped) before `before_ms`, oldest first: the jobs'.
std::vector<Order> pending_unlinked_before(db::Tx& tx, int64_t before_ms, int64_t limit);
std::vector<Order> shipped_before(db::Tx& tx, int64_t before_ms, int64_t limit);

// Moves an order on from `from`; false when it was no longer there (another request won).
bool move(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t now_ms);
// The cash part paid by product order `pay_no`: from pending_payment (unlinked or linked to it).
bool mark_paid(db::Tx& tx, int64_t id, const std::string& pay_no, const std::string& to, int64_t now_ms);
// Links a started payment to a pending order that has none; false when it has one or moved on.
bool link_payment(db::Tx& tx, int64_t id, const std::string& pay_no);
bool ship(db::Tx& tx, int64_t id, const std::string& carrier, const std::string& tracking_no, int64_t now_ms);
void set_coupon_codes(db::Tx& tx, int64_t id, const std::vector<std::string>& codes);

// The mall cart.
struct CartLine {
  int64_t item_id = 0, quantity = 0;
};
std::vector<CartLine> cart(db::Tx& tx, int64_t member_id);
void set_cart_line(db::Tx& tx, int64_t member_id, int64_t item_id, int64_t quantity, int64_t now_ms);  // 0 removes
void remove_cart_line(db::Tx& tx, int64_t member_id, int64_t item_id);

// Account merge and erasure.
void move_member(db::Tx& tx, int64_t from, int64_t to);
void forget_member(db::Tx& tx, int64_t member_id);

}  // namespace qsr::mall::repo
