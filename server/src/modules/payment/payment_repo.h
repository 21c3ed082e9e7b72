// The payment table: private to the payment module (other modules use payment_api.h or the order
// hooks the payment module installs).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/payment/payment_types.h"

namespace qsr::payment::repo {

using payment::PaymentRow;


// `bonus`: of a stored-value payment, the gifted part; `wallet_sid`: a wallet payment's account
// (docs/decisions/0029); `source_id`: a purse payment's source (docs/decisions/0035).
void insert(db::Tx& tx, const std::string& payment_no, int64_t order_id, int64_t member_id, const std::string& method,
            int64_t amount, const std::string& status, int64_t now_ms, int64_t bonus = 0, int64_t wallet_sid = 0,
            int64_t source_id = 0, int64_t part_count = 0);
// Of a split order: the status of the member's part payment not failed (pending at the gateway,
// succeeded, refunded), what its payments not failed come to, and how many card payments are
// still pending at the gateway.
std::optional<std::string> part_status(db::Tx& tx, int64_t order_id, int64_t member_id);
int64_t not_failed_total(db::Tx& tx, int64_t order_id);
int64_t pending_cards(db::Tx& tx, int64_t order_id);
// Records gifted money a wallet payment gave back.
void add_bonus_back(db::Tx& tx, const std::string& payment_no, int64_t bonus);
void set_gateway_ref(db::Tx& tx, const std::string& payment_no, const std::string& ref, int64_t now_ms);
std::optional<PaymentRow> by_no(db::Tx& tx, const std::string& payment_no);
std::vector<PaymentRow> of_order(db::Tx& tx, int64_t order_id);
// pending -> succeeded | failed; false when it was settled before.
// `channel`: how the gateway took it (online_channel.h), "" when it did not say.
bool settle(db::Tx& tx, const std::string& payment_no, const std::string& status, int64_t now_ms, const std::string& channel = "");
// Card payments still pending at the gateway, created at or before `before_ms`.
std::vector<PaymentRow> stuck_cards(db::Tx& tx, int64_t before_ms);
// The gateway still has no answer for it: it goes to the back of the stuck payments' queue.
void mark_still_pending(db::Tx& tx, const std::string& payment_no, int64_t now_ms);

// Gives a whole payment back: everything not given back yet counts as returned; for a card,
// `due` is what the refund job still has to send (the payment is `refunding` until it has).
void mark_refunded_whole(db::Tx& tx, const std::string& payment_no, int64_t now_ms);
void mark_refunding_whole(db::Tx& tx, const std::string& payment_no, int64_t due, int64_t now_ms);
// Whole card refunds the job has to send, due at `now_ms`.
std::vector<PaymentRow> card_refunds_due(db::Tx& tx, int64_t now_ms);
// Claimed before the gateway is called: the next try moves past the call; one runner wins.
bool claim_refund(db::Tx& tx, const std::string& payment_no, int64_t until_ms, int64_t now_ms);
// Counts a failed try and sets the next; returns the tries so far.
int64_t refund_later(db::Tx& tx, const std::string& payment_no, int64_t next_try_ms);
// refunding -> refunded; false when it was not refunding.
bool refund_sent(db::Tx& tx, const std::string& payment_no, int64_t now_ms);

// Refund requests' parts: reserves `amount` of a payment; false when that much is not left.
bool reserve_refund(db::Tx& tx, const std::string& payment_no, int64_t amount);
// A payment whose parts cover all of it is `refunding` while a part is under way, `refunded` after.
void settle_given_back_by_parts(db::Tx& tx, const std::string& payment_no, bool parts_pending, int64_t now_ms);

// Account merge: the payments follow their member.
void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::payment::repo
