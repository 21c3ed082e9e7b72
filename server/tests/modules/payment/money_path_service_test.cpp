// The money path on its services, with no HTTP server: the order, payment, wallet and refund
// services built directly on a test database, a fake card gateway and a recording publisher.
// Each test names the money rule it checks: what is paid is recorded once, and what goes back
// never exceeds what was paid, whichever way (wallet, card, refund request, cancellation) it goes.
#include <gtest/gtest.h>

#include <filesystem>

#include "../../db/test_databases.h"
#include "../../support/mini_brand.h"
#include "../../support/fakes.h"
#include "core/app_error.h"
#include "core/clock.h"
#include "db/migrations.h"
#include "modules/account/account_routes.h"
#include "modules/account/member_repo.h"
#include "modules/cart/cart_service.h"
#include "modules/catalog/catalog_seed.h"
#include "modules/catalog/catalog_service.h"
#include "modules/order/order_service.h"
#include "modules/payment/payment_repo.h"
#include "modules/payment/payment_service.h"
#include "modules/refund/refund_service.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::payment {
namespace {

using db::testing::PerDialect;
using order::Actor;
using order::OrderRow;
using order::Status;
namespace fs = std::filesystem;

fs::path fixture() { return testing::mini_brand_dir(); }

using testing::kMondayNoon;
constexpr int64_t kFries = 3001;                 // $18, sold in twos
constexpr int64_t kStore = 1;

class MoneyPath : public PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    db::migrate(db());
    catalog::seed(db(), fixture().string(), kMondayNoon);
    catalog_ = std::make_unique<catalog::CatalogService>(db(), clock_);
    accounts_ = std::make_unique<account::AccountModule>(db(), clock_, account::AccountOptions{});
    carts_ = std::make_unique<cart::CartService>(db(), clock_, *catalog_);
    orders_ = std::make_unique<order::OrderService>(db(), clock_, *catalog_, publisher_);
    payments_ = std::make_unique<PaymentService>(db(), clock_, *orders_, gateway_);
    payments_->install_hooks(*accounts_);
    refunds_ = std::make_unique<refund::RefundService>(db(), clock_, *orders_, gateway_, *payments_);
    member_ = db().write_value([&](db::Tx& tx) { return account::member_repo::create(tx, {.nickname = "Ada"}, kMondayNoon); });
  }

  // A pickup order of `portions` portions of fries, waiting for payment.
  OrderRow order_of(int64_t portions, const std::string& key) {
    cart::AddRequest add;
    add.sid = kStore;
    add.choices.goods_id = kFries;
    add.quantity = portions;
    carts_->add(cart::Owner::member(member_), add);
    order::CheckoutRequest r;
    r.sid = kStore;
    r.type = catalog::OrderType::pickup;
    r.contact_area_code = "852";
    r.contact_phone = "91234567";
    return orders_->submit(member_, r, key, Lang::zh_HK);
  }
  void top_up(int64_t cents, const std::string& key) {
    db().write([&](db::Tx& tx) { wallet::credit(tx, {member_, cents, 0, "topup", "", key, clock_.now_ms()}); });
  }
  int64_t balance() {
    return db().read_value([&](db::Tx& tx) { return wallet::balance(tx, member_); });
  }
  int64_t ledger_sum() {
    return db().read_value([&](db::Tx& tx) {
      return tx.query_one("SELECT COALESCE(SUM(delta), 0) FROM wallet_ledger WHERE member_id = $1", {member_})->i64(0);
    });
  }
  std::vector<repo::PaymentRow> payments_of(const OrderRow& o) {
    return db().read_value([&](db::Tx& tx) { return repo::of_order(tx, o.id); });
  }
  OrderRow reread(const OrderRow& o) { return *orders_->find_for_member(member_, o.order_no); }
  // Pays the order by card and has the gateway approve it.
  OrderRow paid_by_card(const OrderRow& o) {
    payments_->pay_by_card(member_, o.order_no, "/orderPlus/pages/payEnd/index", std::nullopt);
    EXPECT_EQ(payments_->apply(gateway_.notice(gateway_.checkouts.back(), GatewayStatus::succeeded)), PaymentService::NotifyOutcome::applied);
    return reread(o);
  }

  SettableClock clock_{kMondayNoon};
  testing::FakeGateway gateway_;
  testing::RecordingPublisher publisher_;
  std::unique_ptr<catalog::CatalogService> catalog_;
  std::unique_ptr<account::AccountModule> accounts_;
  std::unique_ptr<cart::CartService> carts_;
  std::unique_ptr<order::OrderService> orders_;
  std::unique_ptr<PaymentService> payments_;
  std::unique_ptr<refund::RefundService> refunds_;
  int64_t member_ = 0;
};

TEST_P(MoneyPath, WalletPayment_DebitsOnceRecordsOnePaymentAndTheLedgerSumsToTheBalance) {
  top_up(10000, "t1");
  OrderRow o = order_of(2, "k1");
  OrderRow paid = payments_->pay_with_wallet(member_, o.order_no);
  EXPECT_EQ(paid.status, Status::awaiting_acceptance);
  EXPECT_EQ(paid.paid_total, o.payable);
  EXPECT_THROW(payments_->pay_with_wallet(member_, o.order_no), AppError);  // paid already: nothing taken twice
  EXPECT_EQ(balance(), 10000 - o.payable);
  EXPECT_EQ(ledger_sum(), balance());
  auto rows = payments_of(o);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].method, "wallet");
  EXPECT_EQ(rows[0].amount, o.payable);
  EXPECT_EQ(publisher_.types_on("order:" + o.order_no).back(), "order-status");
}

TEST_P(MoneyPath, WalletPayment_RefusesWhatTheBalanceDoesNotCoverAndChangesNothing) {
  top_up(1000, "t1");
  OrderRow o = order_of(2, "k1");
  EXPECT_THROW(payments_->pay_with_wallet(member_, o.order_no), AppError);
  EXPECT_EQ(balance(), 1000);
  EXPECT_TRUE(payments_of(o).empty());
  EXPECT_EQ(reread(o).status, Status::waiting_payment);
}

TEST_P(MoneyPath, CancelledCardOrder_IsRefundedOnceThroughTheGatewayWithThePaymentsOwnKey) {
  OrderRow o = paid_by_card(order_of(2, "k1"));
  ASSERT_EQ(o.status, Status::awaiting_acceptance);
  orders_->advance(o.order_no, Status::cancelled, Actor::store, std::nullopt);
  auto rows = payments_of(o);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].status, "refunding");
  EXPECT_EQ(rows[0].refund_due, o.payable);
  EXPECT_EQ(payments_->send_refunds(), 1);
  EXPECT_EQ(payments_->send_refunds(), 0);  // sent: not again
  ASSERT_EQ(gateway_.refunds.size(), 1u);
  EXPECT_EQ(gateway_.refunds[0].key, "R" + rows[0].payment_no);
  EXPECT_EQ(gateway_.refunded_total(), o.payable);
  EXPECT_EQ(payments_of(o)[0].status, "refunded");
  EXPECT_EQ(reread(o).refunded_total, o.payable);
}

TEST_P(MoneyPath, PartialRefundThenCancellation_GivesBackExactlyWhatWasPaidAndNoMore) {
  OrderRow o = paid_by_card(order_of(4, "k1"));
  orders_->advance(o.order_no, Status::in_production, Actor::store, std::nullopt);
  auto lines = db().read_value([&](db::Tx& tx) {
    return tx.query("SELECT id FROM order_line WHERE order_id = $1", {o.id});
  });
  ASSERT_EQ(lines.size(), 1u);
  const int64_t line = lines[0].i64(0);
  refund::Quote quote = refunds_->quote(member_, o.order_no, {{line, 1}});
  std::string refund_no = refunds_->request(member_, o.order_no, "refund_reason_quality", "", {{line, 1}});
  refunds_->decide(refund_no, true, "", std::nullopt);
  EXPECT_EQ(refunds_->send_pending_parts(), 1);
  EXPECT_EQ(gateway_.refunded_total(), quote.amount);
  // The store then cancels the rest: only what the refund request did not give back goes.
  orders_->advance(o.order_no, Status::cancelled, Actor::store, std::nullopt);
  payments_->send_refunds();
  EXPECT_EQ(gateway_.refunded_total(), o.payable);
  EXPECT_EQ(reread(o).refunded_total, o.payable);
  auto rows = payments_of(o);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].refunded_amount, rows[0].amount);
}

TEST_P(MoneyPath, DeclinedCardRefund_GoesToTheWalletSoNothingGoesMissing) {
  OrderRow o = paid_by_card(order_of(2, "k1"));
  gateway_.refund_answer = RefundAnswer::declined;
  orders_->advance(o.order_no, Status::cancelled, Actor::store, std::nullopt);
  EXPECT_EQ(payments_->send_refunds(), 1);
  EXPECT_EQ(balance(), o.payable);
  EXPECT_EQ(ledger_sum(), balance());
  EXPECT_EQ(payments_of(o)[0].status, "refunded");
}

TEST_P(MoneyPath, CombinationWhoseCardPartFails_ReturnsTheWalletPartAndTheOrderCanBePaidAgain) {
  top_up(1000, "t1");
  OrderRow o = order_of(2, "k1");
  PayResult r = payments_->pay_by_card(member_, o.order_no, "/orderPlus/pages/payEnd/index", payment::StoredValue{});
  EXPECT_FALSE(r.pay_url.empty());
  EXPECT_EQ(balance(), 0);
  ASSERT_EQ(gateway_.checkouts.back().amount, o.payable - 1000);
  payments_->apply(gateway_.notice(gateway_.checkouts.back(), GatewayStatus::failed));
  EXPECT_EQ(balance(), 1000);
  EXPECT_EQ(ledger_sum(), 1000);
  OrderRow after = reread(o);
  EXPECT_EQ(after.status, Status::payment_failed);
  EXPECT_EQ(after.paid_total, 0);
}

TEST_P(MoneyPath, ApprovalAfterCancellation_IsGivenStraightBack) {
  OrderRow o = order_of(2, "k1");
  payments_->pay_by_card(member_, o.order_no, "/orderPlus/pages/payEnd/index", std::nullopt);
  orders_->advance(o.order_no, Status::cancelled, Actor::system, std::nullopt);
  payments_->apply(gateway_.notice(gateway_.checkouts.back(), GatewayStatus::succeeded));
  payments_->send_refunds();
  EXPECT_EQ(gateway_.refunded_total(), o.payable);
  EXPECT_EQ(reread(o).refunded_total, o.payable);
}

QSR_FOR_EACH_DIALECT(MoneyPath);

}  // namespace
}  // namespace qsr::payment
