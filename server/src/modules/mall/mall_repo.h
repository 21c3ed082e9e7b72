// The mall's tables (mall_category, mall_item, mall_order): private to the mall module.
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

// Takes `quantity` off an item on sale; false (nothing written) when it has fewer left.
bool take_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms);
void return_stock(db::Tx& tx, int64_t item_id, int64_t quantity, int64_t now_ms);

// Units of the item the member holds or has collected (cancelled exchanges excluded).
int64_t units_taken(db::Tx& tx, int64_t member_id, int64_t item_id);

// Inserts the order unless the member already used its request key; answers its id, or nullopt
// for a repeat (read it with by_request_key).
std::optional<int64_t> insert_order(db::Tx& tx, const Order& o);
std::optional<Order> by_request_key(db::Tx& tx, int64_t member_id, const std::string& key);
std::optional<Order> order(db::Tx& tx, const std::string& order_no);
std::vector<Order> orders(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t count_orders(db::Tx& tx, int64_t member_id);
// A store's exchanges waiting for pickup, oldest first (at most `limit`).
std::vector<Order> waiting_at(db::Tx& tx, int64_t sid, int64_t limit);
// Moves an order on from `from`; false when it was no longer there (another request won).
bool move(db::Tx& tx, int64_t id, const std::string& from, const std::string& to, int64_t now_ms);
// Account merge.
void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::mall::repo
