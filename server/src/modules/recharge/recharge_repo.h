// The recharge module's tables (private to the module): plans and recharge orders.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/recharge/recharge_types.h"

namespace qsr::recharge::repo {

std::vector<Plan> plans(db::Tx& tx, bool active_only);
std::optional<Plan> plan(db::Tx& tx, int64_t id);
int64_t save_plan(db::Tx& tx, const Plan& p, int64_t now_ms);  // id 0: a new one

// False (nothing written) when the member already made one with that request key.
bool insert_order(db::Tx& tx, const RechargeOrder& o, const std::string& request_key, int64_t now_ms);
std::optional<RechargeOrder> by_no(db::Tx& tx, const std::string& recharge_no);
std::optional<RechargeOrder> by_request(db::Tx& tx, int64_t member_id, const std::string& request_key);
void set_checkout(db::Tx& tx, const std::string& recharge_no, const std::string& gateway_ref, const std::string& pay_url, int64_t now_ms);
// Moves a paying order on; false when it was no longer paying (settled before).
bool settle(db::Tx& tx, const std::string& recharge_no, const std::string& status, const std::string& channel, int64_t now_ms);
std::vector<RechargeOrder> paid_of(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
int64_t paid_count(db::Tx& tx, int64_t member_id);
// Paying orders with a checkout older than `before`: the job asks the gateway about them.
std::vector<RechargeOrder> stuck(db::Tx& tx, int64_t before, int64_t limit);
void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::recharge::repo
