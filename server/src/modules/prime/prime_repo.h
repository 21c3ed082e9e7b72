// The Privilege Pass's tables (private to the module): passes, their plans and items, and the
// members' passes.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/prime/prime_types.h"

namespace qsr::prime::repo {

// Every pass with its plans and items (inactive ones too: `active_only` false).
std::vector<Pass> passes(db::Tx& tx, bool active_only);
std::optional<Pass> pass(db::Tx& tx, int64_t id);
std::optional<Plan> plan(db::Tx& tx, int64_t id);
int64_t save_pass(db::Tx& tx, const Pass& p, int64_t now_ms);  // id 0: a new one; plans and items apart
int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms);
// Adds or reprices the pass's item for the goods.
int64_t save_item(db::Tx& tx, const Item& i, int64_t now_ms);

std::optional<MemberPrime> member_prime(db::Tx& tx, int64_t member_id);
void put_member_prime(db::Tx& tx, const MemberPrime& m, int64_t now_ms);
void drop_member_prime(db::Tx& tx, int64_t member_id);

// The member price's days ("2026-11-25"): taking one for an order (false when another order has
// it that day); giving it back when the order is cancelled.
// What checkout needs, in two reads: the member's pass (its end, and whether its member price was
// used on `day`), and the member prices of the pass (`pass_id`; 0: the first pass on sale).
struct HeldToday {
  int64_t pass_id = 0, expires_at = 0;
  bool used_today = false;
};
std::optional<HeldToday> held_today(db::Tx& tx, int64_t member_id, const std::string& day);
// Announces held_today soon in this transaction (db::Tx::prefetch).
void prefetch_held_today(db::Tx& tx, int64_t member_id, const std::string& day);
// The id of the first pass on sale (0: none).
int64_t first_pass_on_sale(db::Tx& tx);
// Every item on sale, of every pass (goods id, pass id and member price filled in).
std::vector<Item> items_on_sale(db::Tx& tx);
bool take_day(db::Tx& tx, int64_t member_id, const std::string& day, int64_t order_id, const std::string& order_no, int64_t goods_id,
              int64_t saving, int64_t now_ms);
void give_back_day(db::Tx& tx, int64_t order_id);
// Whether the member had the member price on an order made at or after `since`.
bool used_since(db::Tx& tx, int64_t member_id, int64_t since);
// What the member price took off the order (0: it had none).
int64_t saving_of(db::Tx& tx, int64_t order_id);

}  // namespace qsr::prime::repo
