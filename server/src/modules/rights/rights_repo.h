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
int64_t member_card_count(db::Tx& tx, int64_t member_id);
void set_member_card_status(db::Tx& tx, int64_t id, const std::string& status, int64_t now_ms);

// A release due and not given: its card's member and order.
struct Due {
  Release release;
  int64_t member_card_id = 0, member_id = 0;
  std::string order_no;
};
std::vector<Due> due_releases(db::Tx& tx, int64_t now_ms, int64_t limit);
// Marks a release given; false when it was given or cancelled already (another runner).
bool take_release(db::Tx& tx, int64_t release_id, int64_t now_ms);
// Cancels the card's releases not given yet.
void cancel_pending(db::Tx& tx, int64_t member_card_id, int64_t now_ms);
void move_member(db::Tx& tx, int64_t from, int64_t to);

}  // namespace qsr::rights::repo
