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
      return is_credit ? credit(tx, {member_, amount, 0, "topup", "", key, 5}) : debit(tx, {member_, amount, 0, "pay", "A1", key, 6});
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

TEST_P(WalletLedger, APaymentTakesPrincipalAndBonusInProportionAndTheLastOneTakesWhatIsLeft) {
  // HK$200 paid in with HK$20 gifted: HK$220, of which 1/11 gifted.
  db().write([&](db::Tx& tx) { credit(tx, {member_, 22000, 2000, "recharge", "R1", "r-1", 5}); });
  int64_t gifted = -1;
  db().write([&](db::Tx& tx) { EXPECT_EQ(debit(tx, {member_, 5500, 0, "pay", "A1", "p-1", 6}, &gifted), Change::applied); });
  EXPECT_EQ(gifted, 500);  // 5500 x 2000/22000
  db().write([&](db::Tx& tx) { EXPECT_EQ(debit(tx, {member_, 99, 0, "pay", "A2", "p-2", 6}, &gifted), Change::applied); });
  EXPECT_EQ(gifted, 9);  // 99 x 1500/16500 = 9.0
  db().write([&](db::Tx& tx) { EXPECT_EQ(debit(tx, {member_, 100, 0, "pay", "A3", "p-3", 6}, &gifted), Change::applied); });
  EXPECT_EQ(gifted, 9);  // 100 x 1491/16401 = 9.09, rounded down
  const Balance left = db().read_value([&](db::Tx& tx) { return balances(tx, member_); });
  db().write([&](db::Tx& tx) { EXPECT_EQ(debit(tx, {member_, left.total, 0, "pay", "A4", "p-4", 6}, &gifted), Change::applied); });
  EXPECT_EQ(gifted, left.bonus);  // the whole balance takes all the gifted money left
  // The ledger's gifted column sums to the wallet's.
  auto sums = db().read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT COALESCE(SUM(bonus_delta), 0) FROM wallet_ledger WHERE member_id = $1", {member_})->i64(0);
  });
  EXPECT_EQ(sums, 0);
}

TEST_P(WalletLedger, APaymentAtAStoreLocksBothItsAccountsInOneReadAndTakesFromWhatItRead) {
  db().write([&](db::Tx& tx) {
    credit(tx, {member_, 1000, 0, "topup", "", "top-brand", 5});
    credit(tx, {member_, 300, 0, "topup", "", "top-store", 5, 7});
  });
  db().write([&](db::Tx& tx) {
    const PayingAccounts at7 = lock_for_paying(tx, member_, 7);
    EXPECT_EQ(at7.store.total, 300);
    EXPECT_EQ(at7.brand.total, 1000);
    if (tx.dialect() == db::Dialect::postgres) {
      // Held until this transaction ends: another cannot take either row meanwhile.
      for (int64_t sid : {int64_t{7}, kBrandAccount}) {
        EXPECT_THROW(db().write([&](db::Tx& other) {
          other.query("SELECT 1 FROM wallet_account WHERE member_id = $1 AND sid = $2 FOR UPDATE NOWAIT", {member_, sid});
        }), db::DbError) << sid;
      }
    }
    EXPECT_EQ(debit_locked(tx, {member_, 300, 0, "pay", "A1", "p-store", 6, 7}, at7.store), Change::applied);
    EXPECT_EQ(debit_locked(tx, {member_, 200, 0, "pay", "A1", "p-brand", 6}, at7.brand), Change::applied);
    // A store whose account was never opened: nothing in it, and nothing taken from it.
    const PayingAccounts at8 = lock_for_paying(tx, member_, 8);
    EXPECT_EQ(at8.store.total, 0);
    EXPECT_EQ(debit_locked(tx, {member_, 1, 0, "pay", "A2", "p-none", 6, 8}, at8.store), Change::insufficient);
  });
  EXPECT_EQ(db().read_value([&](db::Tx& tx) { return balances(tx, member_, 7).total; }), 0);
  EXPECT_EQ(balance_now(), 800);
  EXPECT_EQ(ledger(), std::make_tuple(int64_t{4}, int64_t{800}, int64_t{800}));
}

TEST(WalletBonusShare, ARefundGivesBackTheGiftedShareAndTheLastPartAllThatIsLeft) {
  EXPECT_EQ(bonus_share(1000, 5500, 500, 0, false), 90);    // 1000 x 500/5500 = 90.9 -> 90
  EXPECT_EQ(bonus_share(4500, 5500, 500, 90, true), 410);   // the rest of it
  EXPECT_EQ(bonus_share(5500, 5500, 0, 0, true), 0);        // nothing gifted: nothing
  EXPECT_EQ(bonus_share(100, 5500, 500, 500, false), 0);    // all given back already
}

QSR_FOR_EACH_DIALECT(WalletLedger);

}  // namespace
}  // namespace qsr::wallet
