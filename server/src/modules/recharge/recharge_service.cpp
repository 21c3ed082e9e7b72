#include "modules/recharge/recharge_service.h"

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "core/crypto.h"
#include "http/return_url.h"
#include "modules/recharge/recharge_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::recharge {

namespace {

using Outcome = payment::PaymentService::NotifyOutcome;

constexpr int64_t kMaxPay = 5'000'000;  // HK$50,000 for one plan

}  // namespace

std::vector<Plan> RechargeService::plans() {
  return db_.read_value([&](db::Tx& tx) { return repo::plans(tx, true); });
}

std::vector<Plan> RechargeService::all_plans() {
  return db_.read_value([&](db::Tx& tx) { return repo::plans(tx, false); });
}

Plan RechargeService::save_plan(const Plan& p) {
  if (p.pay_amount <= 0 || p.pay_amount > kMaxPay) throw AppError::invalid("payAmount");
  if (p.bonus_amount < 0 || p.bonus_amount > p.pay_amount) throw AppError::invalid("bonusAmount");
  if (p.sid < 0) throw AppError::invalid("sid");
  return db_.write_value([&](db::Tx& tx) {
    if (p.id != 0 && !repo::plan(tx, p.id)) throw AppError::not_found();
    Plan saved = p;
    saved.id = repo::save_plan(tx, p, clock_.now_ms());
    return saved;
  });
}

Started RechargeService::start(int64_t member_id, int64_t plan_id, const std::string& return_url, const std::string& request_key) {
  if (!enabled()) throw AppError(400, 400, "recharge_off");
  const auto back = http::same_origin_path(return_url);
  if (!back) throw AppError::invalid("success_url");
  if (request_key.empty()) throw AppError::invalid("Idempotency-Key");
  const int64_t now = clock_.now_ms();
  RechargeOrder o;
  o.recharge_no = std::string(kNumberPrefix) + crypto::time_ordered_code(now, 8);
  o.member_id = member_id;
  const auto made = db_.write_value([&](db::Tx& tx) -> std::optional<RechargeOrder> {
    const auto plan = repo::plan(tx, plan_id);
    if (!plan || !plan->active) throw AppError(400, 400, "recharge_plan_gone");
    o.plan_id = plan->id;
    o.pay_amount = plan->pay_amount;
    o.bonus_amount = plan->bonus_amount;
    o.sid = plan->sid;
    if (repo::insert_order(tx, o, request_key, now)) return std::nullopt;
    return repo::by_request(tx, member_id, request_key);  // a retried request: the order it made
  });
  if (made) {
    if (made->status == "failed") throw AppError(409, 409, "recharge_failed");
    if (made->status == "paid") throw AppError(409, 409, "recharge_already_paid");
    if (made->pay_url.empty()) throw AppError(409, 409, "recharge_in_progress");
    return {*made, made->pay_url};
  }
  // The order exists before the gateway is called, so its notify always finds it.
  // The page the payer comes back to learns which recharge it is about from its address.
  const std::string come_back = *back + (back->find('?') == std::string::npos ? "?" : "&") + "rechargeNo=" + o.recharge_no;
  auto session = gateway_.create_checkout(o.recharge_no, o.pay_amount, "HKD", come_back);
  if (!session) {
    db_.write([&](db::Tx& tx) { repo::settle(tx, o.recharge_no, "failed", "", clock_.now_ms()); });
    throw AppError(502, 502, "pay_gateway_unavailable");
  }
  db_.write([&](db::Tx& tx) { repo::set_checkout(tx, o.recharge_no, session->gateway_ref, session->redirect_url, clock_.now_ms()); });
  o.status = "paying";
  o.gateway_ref = session->gateway_ref;
  o.created_at = now;
  return {o, session->redirect_url};
}

std::optional<Outcome> RechargeService::apply(const payment::Notification& n) {
  if (n.merchant_reference.rfind(kNumberPrefix, 0) != 0) return std::nullopt;  // an order's payment
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) -> Outcome {
    const auto o = repo::by_no(tx, n.merchant_reference);
    if (!o || o->gateway_ref != n.gateway_ref) return Outcome::unknown_payment;
    // Credited only when the gateway confirms the very amount and currency we asked for.
    if (n.amount != o->pay_amount || n.currency != "HKD") {
      spdlog::error("recharge {}: notify amount {} {} does not match {} HKD", o->recharge_no, n.amount, n.currency, o->pay_amount);
      return Outcome::mismatch;
    }
    if (n.status != payment::GatewayStatus::succeeded && n.status != payment::GatewayStatus::failed) return Outcome::mismatch;
    const bool paid = n.status == payment::GatewayStatus::succeeded;
    if (!repo::settle(tx, o->recharge_no, paid ? "paid" : "failed", paid ? n.channel : "", now)) return Outcome::duplicate;
    if (paid) {
      // The principal and the bonus arrive together, once: the key is the order's.
      wallet::credit(tx, {o->member_id, o->pay_amount + o->bonus_amount, o->bonus_amount, "recharge", o->recharge_no,
                          "recharge:" + o->recharge_no, now, o->sid});
    }
    return Outcome::applied;
  });
}

int RechargeService::settle_pending(int64_t age_ms) {
  auto stuck = db_.read_value([&](db::Tx& tx) { return repo::stuck(tx, clock_.now_ms() - age_ms, 100); });
  int settled = 0;
  for (const auto& o : stuck) {
    const payment::GatewayStatus s = gateway_.query(o.gateway_ref);
    if (s != payment::GatewayStatus::succeeded && s != payment::GatewayStatus::failed) continue;
    if (apply({o.gateway_ref, o.recharge_no, s, o.pay_amount, "HKD"}) == Outcome::applied) ++settled;
  }
  return settled;
}

RechargeService::Page RechargeService::paid(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return Page{repo::paid_of(tx, member_id, limit, offset), repo::paid_count(tx, member_id)}; });
}

RechargeOrder RechargeService::detail(int64_t member_id, const std::string& recharge_no) {
  auto o = db_.read_value([&](db::Tx& tx) { return repo::by_no(tx, recharge_no); });
  if (!o || o->member_id != member_id) throw AppError::not_found();
  return *o;
}

void RechargeService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }

}  // namespace qsr::recharge
