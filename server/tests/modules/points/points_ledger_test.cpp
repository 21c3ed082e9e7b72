// A member's points: the balance is always the ledger's sum and the lots' remaining less the
// debt; spending takes the oldest-expiring lots first; expiry ends what is left of a lot once;
// taking back spent points leaves a debt the next points pay off; retries by key change nothing.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "../../db/test_databases.h"
#include "db/migrations.h"
#include "modules/account/member_repo.h"
#include "modules/points/points_ledger.h"

namespace qsr::points {
namespace {

using db::testing::PerDialect;

class PointsLedger : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    member_ = new_member("m");
  }
  int64_t new_member(const std::string& name) {
    return db().write_value([&](db::Tx& tx) { return account::member_repo::create(tx, {.nickname = name}, 1); });
  }
  Change earn(int64_t amount, const std::string& key, int64_t expires_at, int64_t member = 0) {
    return db().write_value([&](db::Tx& tx) {
      return credit(tx, {member ? member : member_, amount, "earn", "order:" + key, key, 10}, expires_at);
    });
  }
  Change spend(int64_t amount, const std::string& key) {
    return db().write_value([&](db::Tx& tx) { return debit(tx, {member_, amount, "redeem", "order:x", key, 20}); });
  }
  Change take_back(int64_t amount, const std::string& key) {
    return db().write_value([&](db::Tx& tx) { return claw_back(tx, {member_, amount, "reverse", "order:x", key, 30}); });
  }
  // The three figures that must agree: the balance, the ledger's sum, the lots' remaining less the debt.
  std::tuple<int64_t, int64_t, int64_t> books(int64_t member = 0) {
    const int64_t m = member ? member : member_;
    return db().read_value([&](db::Tx& tx) {
      const int64_t sum = tx.query_one("SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE member_id = $1", {m})->i64(0);
      const int64_t lots = tx.query_one("SELECT COALESCE(SUM(remaining), 0) FROM points_lot WHERE member_id = $1", {m})->i64(0);
      auto debt = tx.query_one("SELECT debt FROM points_account WHERE member_id = $1", {m});
      return std::tuple<int64_t, int64_t, int64_t>{balance(tx, m), sum, lots - (debt ? debt->i64(0) : 0)};
    });
  }
  std::vector<int64_t> remaining_by_lot() {
    return db().read_value([&](db::Tx& tx) {
      std::vector<int64_t> out;
      for (const auto& r : tx.query("SELECT remaining FROM points_lot WHERE member_id = $1 ORDER BY id", {member_})) out.push_back(r.i64(0));
      return out;
    });
  }
  int64_t member_ = 0;
};

TEST_P(PointsLedger, TheBalanceIsTheLedgersSumAndTheLotsLessTheDebt) {
  earn(100, "a", 0);
  spend(30, "s1");
  EXPECT_EQ(books(), std::make_tuple(int64_t{70}, int64_t{70}, int64_t{70}));
}

TEST_P(PointsLedger, SpendingTakesTheSoonestExpiringLotsFirstAndPermanentOnesLast) {
  earn(50, "never", 0);
  earn(40, "late", 2000);
  earn(30, "soon", 1000);
  ASSERT_EQ(spend(60, "s1"), Change::applied);
  // soon (30) is used up, late (40) gives 30; the permanent lot is untouched.
  EXPECT_EQ(remaining_by_lot(), (std::vector<int64_t>{50, 10, 0}));
}

TEST_P(PointsLedger, ASpendBeyondTheBalanceChangesNothing) {
  earn(10, "a", 0);
  EXPECT_EQ(spend(11, "s1"), Change::insufficient);
  EXPECT_EQ(books(), std::make_tuple(int64_t{10}, int64_t{10}, int64_t{10}));
  EXPECT_EQ(spend(10, "s1"), Change::applied);  // the refused key was not used up
}

TEST_P(PointsLedger, ARetriedChangeWithTheSameKeyChangesNothing) {
  earn(100, "a", 0);
  EXPECT_EQ(earn(100, "a", 0), Change::duplicate);
  spend(40, "s1");
  EXPECT_EQ(spend(40, "s1"), Change::duplicate);
  take_back(10, "r1");
  EXPECT_EQ(take_back(10, "r1"), Change::duplicate);
  EXPECT_EQ(books(), std::make_tuple(int64_t{50}, int64_t{50}, int64_t{50}));
}

TEST_P(PointsLedger, TakingBackSpentPointsLeavesADebtTheNextPointsPayFirst) {
  earn(100, "a", 0);
  spend(80, "s1");
  take_back(50, "r1");  // 20 left in the lots: 30 become a debt
  EXPECT_EQ(books(), std::make_tuple(int64_t{-30}, int64_t{-30}, int64_t{-30}));
  earn(40, "b", 0);     // pays the 30 first: a lot of 10
  EXPECT_EQ(books(), std::make_tuple(int64_t{10}, int64_t{10}, int64_t{10}));
  EXPECT_EQ(remaining_by_lot(), (std::vector<int64_t>{0, 10}));
  EXPECT_EQ(spend(11, "s2"), Change::insufficient);
}

TEST_P(PointsLedger, ExpiryEndsWhatIsLeftOfALotOnce) {
  earn(100, "a", 1000);
  earn(20, "b", 0);
  spend(30, "s1");  // from the expiring lot
  const auto due = db().read_value([&](db::Tx& tx) { return lots_due(tx, 1000, 10); });
  ASSERT_EQ(due.size(), 1u);
  EXPECT_TRUE(db().write_value([&](db::Tx& tx) { return expire_lot(tx, due[0], 1000); }));
  EXPECT_FALSE(db().write_value([&](db::Tx& tx) { return expire_lot(tx, due[0], 1001); }));  // a second runner
  EXPECT_EQ(books(), std::make_tuple(int64_t{20}, int64_t{20}, int64_t{20}));
  EXPECT_TRUE(db().read_value([&](db::Tx& tx) { return lots_due(tx, 5000, 10); }).empty());
}

TEST_P(PointsLedger, LotsNotYetDueAreNotExpiredAndAreCountedAsExpiringSoon) {
  earn(70, "a", 5000);
  earn(30, "b", 9000);
  earn(10, "c", 0);
  EXPECT_TRUE(db().read_value([&](db::Tx& tx) { return lots_due(tx, 4999, 10); }).empty());
  auto soon = db().read_value([&](db::Tx& tx) { return expiring(tx, member_, 100, 8000); });
  EXPECT_EQ(soon.points, 70);
  EXPECT_EQ(soon.first_at, 5000);
}

TEST_P(PointsLedger, AMergeMovesLotsAndDebtAndTheTwoBooksStillAgree) {
  const int64_t other = new_member("o");
  earn(60, "o1", 1000, other);
  earn(100, "a", 0);
  spend(90, "s1");
  take_back(30, "r1");  // member_: balance -20, debt 20
  db().write([&](db::Tx& tx) { merge(tx, other, member_, 50); });
  // member_ gets 60 in a lot, pays its 20 debt from it: 40.
  EXPECT_EQ(books(), std::make_tuple(int64_t{40}, int64_t{40}, int64_t{40}));
  EXPECT_EQ(books(other), std::make_tuple(int64_t{0}, int64_t{0}, int64_t{0}));
  db().write([&](db::Tx& tx) { merge(tx, other, member_, 60); });  // repeated: nothing more
  EXPECT_EQ(books(), std::make_tuple(int64_t{40}, int64_t{40}, int64_t{40}));
}

TEST_P(PointsLedger, ErasureForfeitsWhatIsLeft) {
  earn(60, "a", 0);
  db().write([&](db::Tx& tx) { forfeit_all(tx, member_, 70); });
  EXPECT_EQ(books(), std::make_tuple(int64_t{0}, int64_t{0}, int64_t{0}));
}

TEST_P(PointsLedger, ThirtyRacingRedemptionsAgainstABalanceForTenLetExactlyTenThrough) {
  earn(1000, "a", 0);
  std::atomic<int> applied{0}, refused{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 30; ++i) {
    racers.emplace_back([&, i] {
      const Change c = spend(100, "race-" + std::to_string(i));
      if (c == Change::applied) ++applied;
      if (c == Change::insufficient) ++refused;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(applied, 10);
  EXPECT_EQ(refused, 20);
  EXPECT_EQ(books(), std::make_tuple(int64_t{0}, int64_t{0}, int64_t{0}));
}

QSR_FOR_EACH_DIALECT(PointsLedger);

}  // namespace
}  // namespace qsr::points
