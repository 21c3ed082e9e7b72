// The purchase module's tables (private to the module): product orders and their buyers.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/purchase/purchase_types.h"

namespace qsr::purchase::repo {

// Locks the member's buyer row until the transaction ends: their purchases are counted one at a time.
void lock_buyer(db::Tx& tx, int64_t member_id, int64_t now_ms);
// The member's orders of a product that are paying, paid or were paid and refunded (a refunded
// trial is not bought again): what a purchase limit counts.
int64_t live_count(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t product_id);
// The same for each product of the kind the member has any of.
std::map<int64_t, int64_t> live_counts(db::Tx& tx, int64_t member_id, const std::string& kind);
bool any_paying(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t product_id);
// False (nothing written) when the member already made one with that request key.
bool insert(db::Tx& tx, const ProductOrder& o, const std::string& request_key, int64_t now_ms);
std::optional<ProductOrder> by_no(db::Tx& tx, const std::string& order_no);
std::optional<ProductOrder> by_request(db::Tx& tx, int64_t member_id, const std::string& request_key);
void set_checkout(db::Tx& tx, const std::string& order_no, const std::string& gateway_ref, const std::string& pay_url, int64_t now_ms);
// Settles an order; false when it had moved on (a late or repeated answer). Paid is taken from
// paying or closed: money the gateway took after we stopped waiting still buys the product.
bool mark_paid(db::Tx& tx, const std::string& order_no, const std::string& channel, int64_t now_ms);
bool mark_failed(db::Tx& tx, const std::string& order_no, int64_t now_ms);
bool mark_closed(db::Tx& tx, const std::string& order_no, int64_t now_ms);
// A member's orders of a kind that were paid (refunded ones too), newest first.
std::vector<ProductOrder> paid_of(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t limit, int64_t offset);
int64_t paid_count(db::Tx& tx, int64_t member_id, const std::string& kind);
std::vector<ProductOrder> paid_of_all(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);  // of every kind
int64_t paid_count_all(db::Tx& tx, int64_t member_id);  // of every kind
// Orders made before `before` and still paying: the job asks the gateway about them.
std::vector<ProductOrder> stuck(db::Tx& tx, int64_t before, int64_t limit);
void move_member(db::Tx& tx, int64_t from, int64_t to);

// Refunds: a paid order starts refunding (false when it was not paid); the ones due for a card
// refund; claiming one until `lease_until` (false when another runner has it); giving up a try
// until `next_try_at` (answers the attempts so far); ending it (false when it had ended).
bool start_refund(db::Tx& tx, const std::string& order_no, const std::string& reason, int64_t now_ms);
std::vector<ProductOrder> refunds_due(db::Tx& tx, int64_t now_ms, int64_t limit);
bool claim_refund(db::Tx& tx, const std::string& order_no, int64_t lease_until, int64_t now_ms);
void refund_later(db::Tx& tx, const std::string& order_no, int64_t next_try_at);
bool end_refund(db::Tx& tx, const std::string& order_no, const std::string& status, int64_t now_ms);

}  // namespace qsr::purchase::repo
