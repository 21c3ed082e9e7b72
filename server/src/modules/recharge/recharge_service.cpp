#include "modules/recharge/recharge_service.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/recharge/recharge_repo.h"
#include "modules/wallet/wallet_ledger.h"

namespace qsr::recharge {

namespace json = boost::json;

namespace {

constexpr int64_t kMaxPay = 5'000'000;  // HK$50,000 for one plan

struct Terms {
  int64_t bonus = 0, sid = 0;
};

// The plan's bonus and account as they stood when the order was made.
Terms terms_of(const purchase::ProductOrder& o) {
  boost::system::error_code ec;
  const json::value v = json::parse(o.terms, ec);
  const auto* t = ec ? nullptr : v.if_object();
  if (!t) return {};
  const auto number = [t](const char* k) -> int64_t {
    const auto* x = t->if_contains(k);
    return x && x->is_int64() ? x->as_int64() : 0;
  };
  return {number("bonus"), number("sid")};
}

RechargeOrder view_of(const purchase::ProductOrder& o) {
  const Terms t = terms_of(o);
  return {o.id, o.order_no, o.member_id, o.product_id, o.amount, t.bonus, o.status, o.gateway_ref, o.pay_url, o.channel, o.created_at, o.paid_at, t.sid};
}

}  // namespace

purchase::Quote RechargeService::quote(db::Tx& tx, int64_t, int64_t plan_id, int quantity, int64_t) {
  const auto plan = repo::plan(tx, plan_id);
  if (!plan || !plan->active) throw AppError(400, 400, "recharge_plan_gone");
  if (quantity != 1) throw AppError::invalid("quantity");
  return {plan->pay_amount, "\"\"", json::serialize(json::object{{"bonus", plan->bonus_amount}, {"sid", plan->sid}}), 0};
}

void RechargeService::fulfil(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const Terms t = terms_of(o);
  wallet::credit(tx, {o.member_id, o.amount + t.bonus, t.bonus, "recharge", o.order_no, "recharge:" + o.order_no, now_ms, t.sid});
}

void RechargeService::reverse(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const Terms t = terms_of(o);
  const auto taken = wallet::take_back(
      tx, {o.member_id, o.amount + t.bonus, t.bonus, "recharge_refund", o.order_no, "recharge-refund:" + o.order_no, now_ms, t.sid});
  if (taken == wallet::Change::insufficient) throw AppError(409, 409, "recharge_refund_spent");
}

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

purchase::Started RechargeService::start(int64_t member_id, int64_t plan_id, const std::string& return_url, const std::string& request_key) {
  return purchases_.start({std::string(kind()), member_id, plan_id, 1, return_url, request_key});
}

RechargeService::Page RechargeService::paid(int64_t member_id, int64_t limit, int64_t offset) {
  auto page = purchases_.paid(member_id, std::string(kind()), limit, offset);
  Page out{{}, page.total};
  for (const auto& o : page.list) out.list.push_back(view_of(o));
  return out;
}

RechargeOrder RechargeService::detail(int64_t member_id, const std::string& recharge_no) {
  return view_of(purchases_.detail(member_id, recharge_no, std::string(kind())));
}

std::vector<RechargeOrder> RechargeService::by_numbers(int64_t member_id, const std::vector<std::string>& recharge_nos) {
  std::vector<RechargeOrder> out;
  for (const auto& o : purchases_.owned(member_id, recharge_nos, std::string(kind()))) out.push_back(view_of(o));
  return out;
}

}  // namespace qsr::recharge
