// Balance changes: one ledger row each with the balance it produced, retries by key change
// nothing (even when the balance could no longer cover them), and a debit never overdraws.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "db/migrations.h"
#include "modules/account/member_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {
namespace {

using db::testing::PerDialect;

class WalletLedger : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    member_ = db().write_value([&](db::Tx& tx) { return account::member_repo::create(tx, {.nickname = "m"}, 1); });
  }
  Change change(bool is_credit, int64_t amount, const std::string& key) {
    return db().write_value([&](db::Tx& tx) {
      return is_credit ? credit(tx, member_, amount, "topup", "", key, 5) : debit(tx, member_, amount, "pay", "A1", key, 6);
    });
  }
  int64_t balance_now() {
    return db().read_value([&](db::Tx& tx) { return balance(tx, member_); });
  }
  // (rows, sum of deltas, balance_after of the newest row)
  std::tuple<int64_t, int64_t, int64_t> ledger() {
    return db().read_value([&](db::Tx& tx) {
      auto sum = tx.query("SELECT COUNT(*), COALESCE(SUM(delta), 0) FROM wallet_ledger WHERE member_id = $1", {member_}).at(0);
      auto last = tx.query_one("SELECT balance_after FROM wallet_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1", {member_});
      return std::tuple<int64_t, int64_t, int64_t>{sum.i64(0), sum.i64(1), last ? last->i64(0) : -1};
    });
  }
  int64_t member_ = 0;
};

TEST_P(WalletLedger, TheFirstCreditOpensTheWalletAndEachChangeRecordsTheBalanceItLeft) {
  EXPECT_EQ(change(true, 5000, "top-1"), Change::applied);
  EXPECT_EQ(ledger(), std::make_tuple(int64_t{1}, int64_t{5000}, int64_t{5000}));
  EXPECT_EQ(change(false, 1200, "pay-1"), Change::applied);
  EXPECT_EQ(balance_now(), 3800);
  EXPECT_EQ(ledger(), std::make_tuple(int64_t{2}, int64_t{3800}, int64_t{3800}));
}

TEST_P(WalletLedger, ARetriedChangeWithTheSameKeyChangesNothing) {
  change(true, 5000, "top-1");
  EXPECT_EQ(change(true, 5000, "top-1"), Change::duplicate);
  change(false, 1200, "pay-1");
  EXPECT_EQ(change(false, 1200, "pay-1"), Change::duplicate);
  EXPECT_EQ(balance_now(), 3800);
  EXPECT_EQ(ledger(), std::make_tuple(int64_t{2}, int64_t{3800}, int64_t{3800}));
}

TEST_P(WalletLedger, ARetriedDebitIsStillARetryWhenTheBalanceNoLongerCoversIt) {
  change(true, 1000, "top-1");
  ASSERT_EQ(change(false, 800, "pay-1"), Change::applied);
  EXPECT_EQ(change(false, 800, "pay-1"), Change::duplicate);  // 200 left: not "insufficient"
  EXPECT_EQ(balance_now(), 200);
}

TEST_P(WalletLedger, ADebitBeyondTheBalanceChangesNothing) {
  EXPECT_EQ(change(false, 1, "pay-0"), Change::insufficient);  // no wallet yet
  change(true, 1000, "top-1");
  EXPECT_EQ(change(false, 1001, "pay-1"), Change::insufficient);
  EXPECT_EQ(balance_now(), 1000);
  EXPECT_EQ(ledger(), std::make_tuple(int64_t{1}, int64_t{1000}, int64_t{1000}));
  EXPECT_EQ(change(false, 1000, "pay-1"), Change::applied);  // the refused key was not used up
  EXPECT_EQ(balance_now(), 0);
}

QSR_FOR_EACH_DIALECT(WalletLedger);

}  // namespace
}  // namespace qsr::wallet
