// Equity (rights) cards' tables (private to the module).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/rights/rights_types.h"

namespace qsr::rights::repo {

std::vector<Card> cards(db::Tx& tx);  // every card with its benefits, in order
std::optional<Card> card(db::Tx& tx, int64_t id);
int64_t save_card(db::Tx& tx, const Card& c, int64_t now_ms);  // replaces its benefits

// A member's card and its releases (written together when it is bought).
int64_t insert_member_card(db::Tx& tx, const MemberCard& m, int64_t now_ms);
std::optional<MemberCard> member_card(db::Tx& tx, int64_t id);
std::optional<MemberCard> member_card_by_order(db::Tx& tx, const std::string& order_no);
std::vector<MemberCard> member_cards(db::Tx& tx, int64_t member_id, int64_t limit, int64_t offset);
// The member's cards of one kind (docs/decisions/0039), the newest first.
std::vector<MemberCard> member_cards_of_kind(db::Tx& tx, int64_t member_id, const std::string& kind, int64_t limit);
int64_t member_card_count(db::Tx& tx, int64_t member_id);
// Moves the holder's card from one status to another; false when it is not in `from` or not theirs.
bool move_card(db::Tx& tx, int64_t id, int64_t holder, const std::string& from, const std::string& to, int64_t now_ms);
// The giver's card (behind a link) becomes the receiver's, active; false when it is not so any more.
bool hand_over(db::Tx& tx, int64_t id, int64_t giver, int64_t receiver, int64_t now_ms);

// A release due and not given, on an active card: the card and its order.
struct Due {
  Release release;
  int64_t member_card_id = 0;
  std::string order_no;
};
std::vector<Due> due_releases(db::Tx& tx, int64_t now_ms, int64_t limit);
// Marks a release given to the card's holder and answers who that is; nullopt when it was given or
// cancelled already (another runner) or the card is not active (behind a gift link, refunded).
std::optional<int64_t> take_release(db::Tx& tx, int64_t release_id, int64_t now_ms);
// Cancels the card's releases not given yet.
void cancel_pending(db::Tx& tx, int64_t member_card_id, int64_t now_ms);
// Gifts of cards (docs/decisions/0036). Settling is conditional on the gift still pending.
int64_t insert_gift(db::Tx& tx, const std::string& token_hash, int64_t member_card_id, int64_t giver_id, int64_t expires_at, int64_t now_ms);
std::optional<Gift> gift_by_token(db::Tx& tx, const std::string& token_hash);
std::optional<Gift> open_gift_of(db::Tx& tx, int64_t member_card_id);
bool settle_gift(db::Tx& tx, int64_t gift_id, const std::string& to, std::optional<int64_t> receiver_id, int64_t now_ms);
std::vector<Gift> gifts_due(db::Tx& tx, int64_t now_ms, int64_t limit);
std::vector<Gift> gifts_by(db::Tx& tx, int64_t giver_id, int64_t limit, int64_t offset);
int64_t gift_count_by(db::Tx& tx, int64_t giver_id);

// Custom-rights content, in its order; `active_only` for what members see.
std::vector<Content> contents(db::Tx& tx, bool active_only, int64_t limit, int64_t offset);
int64_t content_count(db::Tx& tx, bool active_only);
std::optional<Content> content(db::Tx& tx, int64_t id);
int64_t save_content(db::Tx& tx, const Content& c, int64_t now_ms);

void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::rights::repo
