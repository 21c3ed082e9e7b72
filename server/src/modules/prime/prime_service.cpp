#include "modules/prime/prime_service.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/prime/prime_repo.h"
#include "modules/prime/prime_rules.h"

namespace qsr::prime {

namespace json = boost::json;

namespace {

constexpr int64_t kMaxPrice = 1'000'000;  // HK$10,000
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

// "至尊會員卡 · 月卡" in each language: what the order list and the receipt call it.
std::string title_of(const Pass& pass, const Plan& plan) {
  I18nText t;
  for (Lang l : kAllLangs) t.set(l, pass.name.get(l) + " · " + plan.name.get(l));
  return t.to_json_text();
}

struct Terms {
  int64_t pass_id = 0;
  int days = 0;
};

Terms terms_of(const purchase::ProductOrder& o) {
  boost::system::error_code ec;
  const json::value v = json::parse(o.terms, ec);
  const auto* t = ec ? nullptr : v.if_object();
  Terms out;
  if (!t) return out;
  if (const auto* x = t->if_contains("passId"); x && x->is_int64()) out.pass_id = x->as_int64();
  if (const auto* x = t->if_contains("days"); x && x->is_int64()) out.days = static_cast<int>(x->as_int64());
  return out;
}

}  // namespace

purchase::Quote PrimeService::quote(db::Tx& tx, int64_t member_id, int64_t plan_id, int quantity, int64_t now_ms) {
  const auto plan = repo::plan(tx, plan_id);
  const auto pass = plan ? repo::pass(tx, plan->pass_id) : std::nullopt;
  if (!plan || !plan->active || !pass || !pass->active) throw AppError(400, 400, "prime_plan_gone");
  if (quantity != 1) throw AppError::invalid("quantity");
  const auto held = repo::member_prime(tx, member_id);
  if (held && held->active_at(now_ms) && held->pass_id != pass->id) throw AppError(409, 409, "prime_other_pass");
  return {plan->price, title_of(*pass, *plan), json::serialize(json::object{{"passId", pass->id}, {"days", plan->days}}), plan->purchase_limit};
}

void PrimeService::fulfil(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const Terms t = terms_of(o);
  const auto held = repo::member_prime(tx, o.member_id);
  const bool valid = held && held->active_at(now_ms);
  // Days paid for are never lost: a pass still valid is extended, whichever pass it is (two
  // checkouts for different passes both paid), and the member then holds the one paid last.
  MemberPrime m{o.member_id, t.pass_id, o.order_no, valid ? held->started_at : now_ms,
                expiry_after(now_ms, valid ? std::optional<int64_t>(held->expires_at) : std::nullopt, t.days)};
  repo::put_member_prime(tx, m, now_ms);
}

void PrimeService::reverse(db::Tx& tx, const purchase::ProductOrder& o, int64_t now_ms) {
  const Terms t = terms_of(o);
  const int64_t paid_at = o.paid_at.value_or(o.created_at);
  if (now_ms - paid_at > kRefundWindowMs) throw AppError(409, 409, "prime_refund_window");
  if (repo::used_since(tx, o.member_id, paid_at)) throw AppError(409, 409, "prime_refund_used");
  const auto held = repo::member_prime(tx, o.member_id);
  if (!held) return;  // nothing left to take back
  MemberPrime m = *held;
  m.expires_at -= t.days * kDayMs;
  if (m.expires_at < now_ms) {
    repo::drop_member_prime(tx, o.member_id);  // the refunded days were all there was
    return;
  }
  repo::put_member_prime(tx, m, now_ms);
}

std::vector<Pass> PrimeService::passes() {
  return db_.read_value([&](db::Tx& tx) { return repo::passes(tx, true); });
}

std::vector<Pass> PrimeService::all_passes() {
  return db_.read_value([&](db::Tx& tx) { return repo::passes(tx, false); });
}

std::optional<MemberPrime> PrimeService::member_prime(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) { return repo::member_prime(tx, member_id); });
}

purchase::Started PrimeService::start(int64_t member_id, int64_t plan_id, bool agreed, const std::string& return_url,
                                      const std::string& request_key) {
  if (!agreed) throw AppError(400, 400, "prime_agreement");
  return purchases_.start({std::string(kind()), member_id, plan_id, 1, return_url, request_key});
}

purchase::PurchaseService::Page PrimeService::orders(int64_t member_id, int64_t limit, int64_t offset) {
  return purchases_.paid(member_id, std::string(kind()), limit, offset);
}

purchase::ProductOrder PrimeService::order(int64_t member_id, const std::string& order_no) {
  return purchases_.detail(member_id, order_no, std::string(kind()));
}

PrimeService::PrimeService(db::Db& db, const Clock& clock, purchase::PurchaseService& purchases)
    : db_(db), clock_(clock), purchases_(purchases), prices_(db, kPricesChannel, [](db::Tx& tx) {
        Prices p;
        p.first_on_sale = repo::first_pass_on_sale(tx);
        for (const auto& item : repo::items_on_sale(tx)) p.by_pass[item.pass_id][item.goods_id] = item.member_price;
        return p;
      }) {}

std::map<int64_t, int64_t> PrimeService::member_prices(db::Tx& tx, int64_t pass_id) {
  const auto prices = prices_.get(tx);
  const auto it = prices->by_pass.find(pass_id == 0 ? prices->first_on_sale : pass_id);
  return it == prices->by_pass.end() ? std::map<int64_t, int64_t>{} : it->second;
}

Pass PrimeService::save_pass(const Pass& p) {
  if (p.name.empty()) throw AppError::invalid("name");
  if (!validators::valid_color(p.color)) throw AppError::invalid("color");
  return db_.write_value([&](db::Tx& tx) {
    if (p.id != 0 && !repo::pass(tx, p.id)) throw AppError::not_found();
    const int64_t id = repo::save_pass(tx, p, clock_.now_ms());
    prices_.changed(tx);  // a pass taken off sale changes which pass a member without one is shown
    return *repo::pass(tx, id);
  });
}

Plan PrimeService::save_plan(const Plan& p) {
  if (p.name.empty()) throw AppError::invalid("name");
  if (p.days < 1 || p.days > 3660) throw AppError::invalid("days");
  if (p.price <= 0 || p.price > kMaxPrice) throw AppError::invalid("price");
  if (p.original_price < 0 || p.original_price > kMaxPrice) throw AppError::invalid("originalPrice");
  if (p.purchase_limit < 0) throw AppError::invalid("purchaseLimit");
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::pass(tx, p.pass_id)) throw AppError::not_found();
    if (p.id != 0) {
      const auto was = repo::plan(tx, p.id);
      if (!was || was->pass_id != p.pass_id) throw AppError::not_found();
    }
    Plan saved = p;
    saved.id = repo::save_plan(tx, p, clock_.now_ms());
    return saved;
  });
}

Item PrimeService::save_item(const Item& i) {
  if (i.member_price < 0 || i.member_price > kMaxPrice) throw AppError::invalid("memberPrice");
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::pass(tx, i.pass_id)) throw AppError::not_found();
    Item saved = i;
    saved.id = repo::save_item(tx, i, clock_.now_ms());
    prices_.changed(tx);
    return saved;
  });
}

void PrimeService::merge(db::Tx& tx, int64_t from, int64_t to) {
  const auto moving = repo::member_prime(tx, from);
  if (!moving) return;
  const auto kept = repo::member_prime(tx, to);
  if (!kept || kept->expires_at < moving->expires_at) {
    MemberPrime m = *moving;
    m.member_id = to;
    repo::put_member_prime(tx, m, clock_.now_ms());
  }
  repo::drop_member_prime(tx, from);
}

}  // namespace qsr::prime
