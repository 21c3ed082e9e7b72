// The wallet ledger when two accounts merge: the balance moves as two ledger rows, each account's
// ledger still sums to its balance, and a repeated merge changes nothing.
#include <gtest/gtest.h>

#include "../../db/test_databases.h"
#include "db/migrations.h"
#include "modules/account/member_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::wallet {
namespace {

using db::testing::PerDialect;

class WalletMerge : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    db().write([&](db::Tx& tx) {
      from_ = account::member_repo::create(tx, {.nickname = "old"}, 1);
      to_ = account::member_repo::create(tx, {.nickname = "new"}, 1);
      credit(tx, {from_, 5000, 0, "topup", "", "t-from", 2});
      credit(tx, {to_, 1000, 0, "topup", "", "t-to", 2});
    });
  }
  int64_t ledger_sum(int64_t member) {
    return db().read_value([&](db::Tx& tx) {
      return tx.query("SELECT COALESCE(SUM(delta), 0) FROM wallet_ledger WHERE member_id = $1", {member}).at(0).i64(0);
    });
  }
  int64_t balance_of(int64_t member) {
    return db().read_value([&](db::Tx& tx) { return balance(tx, member); });
  }
  int64_t from_ = 0, to_ = 0;
};

TEST_P(WalletMerge, TheBalanceMovesAsTwoLedgerRowsAndEachLedgerStillSumsToItsBalance) {
  db().write([&](db::Tx& tx) { merge(tx, from_, to_, 3); });
  EXPECT_EQ(balance_of(from_), 0);
  EXPECT_EQ(balance_of(to_), 6000);
  EXPECT_EQ(ledger_sum(from_), 0);
  EXPECT_EQ(ledger_sum(to_), 6000);
  auto last = db().read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT kind, balance_after FROM wallet_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT 1", {to_});
  });
  EXPECT_EQ(last->str(0), "merge_in");
  EXPECT_EQ(last->i64(1), 6000);
}

TEST_P(WalletMerge, ARepeatedMergeChangesNothing) {
  db().write([&](db::Tx& tx) { merge(tx, from_, to_, 3); });
  db().write([&](db::Tx& tx) { merge(tx, from_, to_, 4); });
  EXPECT_EQ(balance_of(to_), 6000);
  EXPECT_EQ(ledger_sum(to_), 6000);
}

QSR_FOR_EACH_DIALECT(WalletMerge);

}  // namespace
}  // namespace qsr::wallet
