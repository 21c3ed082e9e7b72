// Gift cards' value types (docs/decisions/0034).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"
#include "modules/giftcard/giftcard_states.h"

namespace qsr::giftcard {

struct Batch {
  int64_t id = 0;
  I18nText name;
  std::string kind = "electronic";  // electronic | physical
  int64_t face_value = 0, price = 0, bonus = 0;
  int validity_days = 365;
  std::string color;
  bool active = true;
  int sort = 0;
};

struct Card {
  int64_t id = 0, batch_id = 0;
  std::string kind, card_last4;
  std::optional<int64_t> member_id;
  CardState state = CardState::unredeemed;
  int64_t face_value = 0, balance = 0, bonus = 0;
  std::optional<int64_t> bonus_usable_at;
  std::string order_no;
  std::optional<int64_t> received_from, activated_at, expires_at;
  int64_t created_at = 0;
  I18nText name;  // the batch's
  std::string color;
};

struct LedgerRow {
  int64_t id = 0, delta = 0, bonus_delta = 0, balance_after = 0;
  std::string kind, reference;
  int64_t created_at = 0;
};

struct Gift {
  int64_t id = 0, card_id = 0, giver_id = 0;
  std::optional<int64_t> receiver_id;
  GiftStatus status = GiftStatus::pending;
  int64_t created_at = 0, expires_at = 0;
};

}  // namespace qsr::giftcard
