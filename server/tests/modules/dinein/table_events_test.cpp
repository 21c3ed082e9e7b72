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
  testing::NoSqlTx tx;
  TableEvents(live).changed(tx, table(), "table-changed");
  tx.commit();
  EXPECT_EQ(live.types_on("table:tok"), std::vector<std::string>{"table-changed"});
  EXPECT_TRUE(live.types_on("store-orders:1").empty());
}

TEST(TableEvents, ASentRoundReachesTheTableAndTheKitchen) {
  testing::RecordingPublisher live;
  testing::NoSqlTx tx;
  TableEvents(live).round_sent(tx, table(), 3);
  tx.commit();
  EXPECT_EQ(live.types_on("table:tok"), std::vector<std::string>{"table-ordered"});
  EXPECT_EQ(live.types_on("store-orders:1"), std::vector<std::string>{"table-round"});
  EXPECT_EQ(live.events.back().second.at("round").as_int64(), 3);
}

TEST(TableEvents, AWaitingRoundAndAServedOneReachTheKitchenToo) {
  testing::RecordingPublisher live;
  testing::NoSqlTx tx;
  TableEvents events(live);
  events.awaiting(tx, table());
  events.served(tx, table(), 2);
  tx.commit();
  EXPECT_EQ(live.types_on("table:tok"), (std::vector<std::string>{"table-changed", "table-served"}));
  EXPECT_EQ(live.types_on("store-orders:1"), (std::vector<std::string>{"table-awaiting", "table-served"}));
}

TEST(TableEvents, NothingIsToldWhenTheTransactionDoesNotCommit) {
  testing::RecordingPublisher live;
  testing::NoSqlTx tx;
  TableEvents(live).changed(tx, table(), "table-changed");
  EXPECT_TRUE(live.events.empty());
}

}  // namespace
}  // namespace qsr::dinein
