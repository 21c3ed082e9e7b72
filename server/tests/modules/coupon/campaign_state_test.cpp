// A voucher-centre campaign's state as the member sees it: time first, then their own limit (the
// campaign's, then the period's), then the stock.
#include <gtest/gtest.h>

#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {
namespace {

CampaignRow campaign() { return {.stock = 10, .claimed = 3, .per_person_limit = 2, .starts_at = 1000, .ends_at = 2000}; }

TEST(CampaignState, BeforeItStartsItIsStartingSoonAndAfterItEndsEnded) {
  EXPECT_EQ(campaign_state(campaign(), {0, 0}, 999), CampaignState::starting_soon);
  EXPECT_EQ(campaign_state(campaign(), {0, 0}, 1000), CampaignState::claimable);
  EXPECT_EQ(campaign_state(campaign(), {0, 0}, 2000), CampaignState::claimable);  // the end moment is included
  EXPECT_EQ(campaign_state(campaign(), {0, 0}, 2001), CampaignState::ended);
}

TEST(CampaignState, TheMembersOwnLimitComesBeforeTheStock) {
  CampaignRow k = campaign();
  k.claimed = k.stock;
  EXPECT_EQ(campaign_state(k, {2, 0}, 1500), CampaignState::claimed_limit);
  EXPECT_EQ(campaign_state(k, {1, 0}, 1500), CampaignState::fully_claimed);
}

TEST(CampaignState, APeriodsLimitIsReachedForThePeriodOnly) {
  CampaignRow k = campaign();
  k.per_person_limit = 5;
  k.period = ClaimPeriod::day;
  k.period_limit = 1;
  EXPECT_EQ(campaign_state(k, {1, 1}, 1500), CampaignState::claimed_period_limit);  // today's taken
  EXPECT_EQ(campaign_state(k, {1, 0}, 1500), CampaignState::claimable);             // a new day
  EXPECT_EQ(campaign_state(k, {5, 0}, 1500), CampaignState::claimed_limit);         // the campaign's limit first
}

TEST(CampaignState, TimeComesBeforeEverythingElse) {
  CampaignRow k = campaign();
  k.claimed = k.stock;
  EXPECT_EQ(campaign_state(k, {2, 0}, 999), CampaignState::starting_soon);
  EXPECT_EQ(campaign_state(k, {2, 0}, 2001), CampaignState::ended);
}

}  // namespace
}  // namespace qsr::coupon
