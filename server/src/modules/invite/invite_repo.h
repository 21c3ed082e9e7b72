// The invite module's tables (invite_campaign, invite_campaign_reward, invite_link, invite_tally,
// invite_reward): private to it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "modules/invite/invite_types.h"

namespace qsr::invite::repo {

std::vector<Campaign> campaigns(db::Tx& tx);  // every one with its rewards, newest first
std::optional<Campaign> campaign(db::Tx& tx, int64_t id);
int64_t save_campaign(db::Tx& tx, const Campaign& c, int64_t now_ms);  // id 0 adds; rewards replaced

// Inserts the friend's link unless they have one; whether it did.
bool insert_link(db::Tx& tx, const Link& l);
std::optional<Link> link(db::Tx& tx, int64_t invitee_id);
// Notes the friend's first order handed over; false when one was noted already.
bool note_first_order(db::Tx& tx, int64_t invitee_id, const std::string& order_no);
// Counts one more rewarded friend for the inviter unless the cap (0: none) is reached.
bool count_rewarded(db::Tx& tx, int64_t campaign_id, int64_t inviter_id, int64_t cap);

// Records a reward unless that friend's side and stage has one; whether it did.
bool insert_given(db::Tx& tx, const Given& g);
void set_coupon(db::Tx& tx, int64_t campaign_id, int64_t invitee_id, const std::string& side, const std::string& stage,
                const std::string& code);

// The inviter's friends, newest first, and the rewards they brought.
std::vector<Link> links_of(db::Tx& tx, int64_t inviter_id, int64_t limit, int64_t offset);
int64_t count_links(db::Tx& tx, int64_t inviter_id);
std::vector<Given> given_to(db::Tx& tx, int64_t member_id, const std::vector<int64_t>& invitee_ids);
struct Totals {
  int64_t friends = 0, ordered = 0, points = 0, coupons = 0;
};
Totals totals(db::Tx& tx, int64_t inviter_id);
// Friends rewarded in a campaign (the cap's count).
int64_t rewarded(db::Tx& tx, int64_t campaign_id, int64_t inviter_id);

void move_member(db::Tx& tx, int64_t from, int64_t to);
int64_t count_rows(db::Tx& tx, int64_t member_id);

}  // namespace qsr::invite::repo
