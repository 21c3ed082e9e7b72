// Gift cards' tables (private to the module).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/giftcard/giftcard_types.h"

namespace qsr::giftcard::repo {

std::vector<Batch> batches(db::Tx& tx);
std::optional<Batch> batch(db::Tx& tx, int64_t id);
int64_t save_batch(db::Tx& tx, const Batch& b, int64_t now_ms);

struct NewCard {
  int64_t batch_id = 0;
  std::string kind, card_no_hash, card_last4, password_hash;
  std::optional<int64_t> member_id;
  CardState state = CardState::unredeemed;
  int64_t face_value = 0, balance = 0, bonus = 0;
  std::optional<int64_t> bonus_usable_at;
  std::string order_no;
  std::optional<int64_t> activated_at, expires_at;
};
int64_t insert_card(db::Tx& tx, const NewCard& c, int64_t now_ms);
std::optional<Card> card(db::Tx& tx, int64_t id);
// A card by its number's hash, with its password's hash (for the exchange).
std::optional<std::pair<Card, std::string>> card_by_number(db::Tx& tx, const std::string& card_no_hash);
std::optional<Card> card_by_order(db::Tx& tx, const std::string& order_no);
std::vector<Card> cards_of(db::Tx& tx, int64_t member_id, bool usable, int64_t limit, int64_t offset);
int64_t count_of(db::Tx& tx, int64_t member_id, bool usable);
int64_t owned_count(db::Tx& tx, int64_t member_id);  // every card the member holds

// Moves a card from `from` to `to` (and to `member_id` when given); false when it was no longer in `from`.
bool move(db::Tx& tx, int64_t card_id, CardState from, CardState to, int64_t now_ms);
bool exchange(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t expires_at, int64_t now_ms);
bool hand_over(db::Tx& tx, int64_t card_id, int64_t from_member, int64_t to_member, int64_t now_ms);
// Takes the whole balance off a card (cancel, void); the ledger row says why.
void empty_card(db::Tx& tx, int64_t card_id, int64_t now_ms);

// The ledger: false when the key was used before (nothing written).
bool ledger(db::Tx& tx, int64_t card_id, std::optional<int64_t> member_id, int64_t delta, int64_t bonus_delta, int64_t balance_after,
            const std::string& kind, const std::string& reference, const std::string& key, int64_t now_ms);
std::vector<LedgerRow> ledger_of(db::Tx& tx, int64_t card_id);
bool ledger_has(db::Tx& tx, const std::string& key);

// A refunded e-card, cancelled and emptied while it is whole and still its buyer's; false otherwise.
bool cancel_unused(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t now_ms);
// Paying an order: takes `amount` (of it `bonus`) off the member's active card whose balance is
// still `balance_before`; false when it changed meanwhile or is no longer theirs and active.
bool spend(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t balance_before, int64_t amount, int64_t bonus, int64_t now_ms);
// Gives `amount` (of it `bonus`) back onto the member's card while it is active and valid: the
// balance after, or nullopt when the card cannot take it.
std::optional<int64_t> put_back(db::Tx& tx, int64_t card_id, int64_t member_id, int64_t amount, int64_t bonus, int64_t now_ms);

int64_t insert_gift(db::Tx& tx, const std::string& token_hash, int64_t card_id, int64_t giver_id, int64_t expires_at, int64_t now_ms);
std::optional<Gift> gift_by_token(db::Tx& tx, const std::string& token_hash);
std::optional<Gift> open_gift_of(db::Tx& tx, int64_t card_id);
// Settles a pending gift; false when it was settled already (claimed, withdrawn, returned).
bool settle_gift(db::Tx& tx, int64_t gift_id, GiftStatus to, std::optional<int64_t> receiver_id, int64_t now_ms);
std::vector<Gift> gifts_due(db::Tx& tx, int64_t now_ms, int64_t limit);
std::vector<Gift> gifts_by(db::Tx& tx, int64_t giver_id, int64_t limit, int64_t offset);
// Cards still active or frozen whose validity ended before `now_ms`.
std::vector<Card> cards_past_end(db::Tx& tx, int64_t now_ms, int64_t limit);

void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::giftcard::repo
