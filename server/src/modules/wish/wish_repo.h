// The wish module's tables (wish_campaign, wish_item, wish_holding, wish_grant, wish_exchange):
// private to it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/wish/wish_types.h"

namespace qsr::wish::repo {

std::vector<Campaign> campaigns(db::Tx& tx);  // every one with its items, newest first
std::optional<Campaign> campaign(db::Tx& tx, int64_t id);
int64_t save_campaign(db::Tx& tx, const Campaign& c, int64_t now_ms);  // id 0 adds; items of a new one only

// A card for an order, unless the order gave one in this campaign already; whether it did.
bool grant(db::Tx& tx, int64_t campaign_id, int64_t member_id, int64_t item_id, const std::string& order_no, int64_t now_ms);
// The member's cards by item id.
std::map<int64_t, int64_t> holdings(db::Tx& tx, int64_t campaign_id, int64_t member_id);
// Takes one card of the item; false (nothing taken) when the member has none.
bool take_one(db::Tx& tx, int64_t campaign_id, int64_t member_id, int64_t item_id);

// Claims the member's request key; false when it was used (read the earlier one).
bool insert_exchange(db::Tx& tx, const Exchange& e);
std::optional<Exchange> exchange_by_key(db::Tx& tx, int64_t member_id, const std::string& key);
void set_coupon(db::Tx& tx, int64_t member_id, const std::string& key, const std::string& code);
int64_t count_exchanges(db::Tx& tx, int64_t campaign_id, int64_t member_id);
int64_t count_grants(db::Tx& tx, int64_t campaign_id, int64_t member_id);

void move_member(db::Tx& tx, int64_t from, int64_t to);
int64_t count_rows(db::Tx& tx, int64_t member_id);

}  // namespace qsr::wish::repo
