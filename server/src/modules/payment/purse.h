// Stored value other than the member's wallet that pays for orders: gift cards
// (docs/decisions/0035). The payment module decides what is due and records each payment; the
// purse moves the money, inside the same transaction, on a ledger of its own. A module that owns
// such money implements this and registers it (PaymentService::add_purse).
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"

namespace qsr::payment {

// One of the member's sources in a purse (a gift card) and what it may pay now.
struct PurseSource {
  int64_t id = 0;
  int64_t spendable = 0;
  boost::json::object view;  // how the pay page shows it (the purse's own fields)
};

// Money moving between a source and an order, once per key.
struct PurseMovement {
  int64_t member_id = 0, source_id = 0;
  int64_t amount = 0, bonus = 0;  // `bonus`: of the amount, the source's bonus (given back only)
  std::string order_no, key;
  int64_t now_ms = 0;
};

class Purse {
 public:
  virtual ~Purse() = default;
  // The method its payments carry ("giftcard").
  virtual std::string_view method() const = 0;
  // The member's sources that can pay now, with what each may pay.
  virtual std::vector<PurseSource> sources(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang) = 0;
  // What the member's source may pay now: 0 for one that is not theirs or cannot pay.
  virtual int64_t spendable(db::Tx& tx, int64_t member_id, int64_t source_id, int64_t now_ms) = 0;
  // Takes `amount` for the order; answers the part of it that was bonus. Throws the business
  // error when it cannot (not enough, not the member's, no longer usable), and 409
  // order_already_paid for a key used before.
  virtual int64_t take(db::Tx& tx, const PurseMovement& m) = 0;
  // Gives `amount` (of it `bonus`) back for the order, once per key: onto the source while its
  // member can still spend it there, otherwise somewhere they can (the purse says where).
  virtual void give_back(db::Tx& tx, const PurseMovement& m) = 0;
};

}  // namespace qsr::payment
