// A table's live events (dinein/dine_events.h): the diners follow the table's token, the kitchen
// the store's orders; a sent round and a waiting one reach both, a plain change only the table.
#include <gtest/gtest.h>

#include "../../support/fakes.h"
#include "modules/dinein/dine_service.h"

namespace qsr::dinein {
namespace {

Session table() {
  Session s;
  s.id = 7;
  s.sid = 1;
  s.table_no = "12";
  s.token = "tok";
  return s;
}

TEST(TableEvents, AChangeTellsOnlyTheTable) {
  testing::RecordingPublisher live;
  TableEvents(live).changed(table(), "table-changed");
  EXPECT_EQ(live.types_on("table:tok"), std::vector<std::string>{"table-changed"});
  EXPECT_TRUE(live.types_on("store-orders:1").empty());
}

TEST(TableEvents, ASentRoundReachesTheTableAndTheKitchen) {
  testing::RecordingPublisher live;
  TableEvents(live).round_sent(table(), 3);
  EXPECT_EQ(live.types_on("table:tok"), std::vector<std::string>{"table-ordered"});
  EXPECT_EQ(live.types_on("store-orders:1"), std::vector<std::string>{"table-round"});
  EXPECT_EQ(live.events.back().second.at("round").as_int64(), 3);
}

TEST(TableEvents, AWaitingRoundAndAServedOneReachTheKitchenToo) {
  testing::RecordingPublisher live;
  TableEvents events(live);
  events.awaiting(table());
  events.served(table(), 2);
  EXPECT_EQ(live.types_on("table:tok"), (std::vector<std::string>{"table-changed", "table-served"}));
  EXPECT_EQ(live.types_on("store-orders:1"), (std::vector<std::string>{"table-awaiting", "table-served"}));
}

}  // namespace
}  // namespace qsr::dinein
