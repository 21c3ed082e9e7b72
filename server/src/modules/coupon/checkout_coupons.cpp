// Prices the member's coupons against the cart in four steps: the wallet loaded (the only
// reading), the selection chosen (checkout_selection.h), the engine's answer summarized coupon by
// coupon (checkout_summary.h) with what the list offers (checkout_offers.h), and the view
// (checkout_coupons_view.h). Then consuming and releasing an order's coupons.
#include "modules/coupon/checkout_coupons.h"

#include "modules/coupon/coupon_repo.h"

#include <algorithm>
#include <chrono>
#include <map>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/input_limits.h"
#include "engine/coupon/overlay.h"
#include "engine/coupon/workspace.h"
#include "modules/coupon/checkout_coupons_view.h"
#include "modules/coupon/checkout_events.h"
#include "modules/coupon/checkout_limits.h"
#include "modules/coupon/checkout_offers.h"
#include "modules/coupon/checkout_selection.h"
#include "modules/coupon/checkout_summary.h"
#include "modules/coupon/coupon_service.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

namespace {

constexpr std::chrono::milliseconds kAutoSelectionTime{50};
const char* kOwnChannel = "COMMON";  // spec 000 §3 coupon channel: the brand's own app

// The member's usable coupons (soonest to expire first) as the engine reads them.
std::vector<WalletCoupon> load_wallet(db::Tx& tx, int64_t member_id, int64_t now_ms, Lang lang) {
  TemplateCache templates(tx);
  std::vector<WalletCoupon> out;
  for (const auto& r : repo::usable_of(tx, member_id, now_ms)) {
    const TemplateRow& t = templates.get(r.template_id);
    out.push_back({r, t, to_engine(r, t, lang)});
  }
  return out;
}

ec::CalcConfig engine_config(db::Tx& tx, const CouponCheckout& in, const std::vector<ec::Coupon>& wallet) {
  // The booked time comes from the client; the slot check refuses a wrong one later, but the
  // engine must not see a moment outside its range at all.
  if (in.booked_ms != 0 && (in.booked_ms < ec::limits::kMinMomentMs || in.booked_ms > ec::limits::kMaxMomentMs)) {
    throw AppError::invalid("reservedAt");
  }
  ec::CalcConfig config;
  config.channel = kOwnChannel;
  config.shop_id = in.sid;
  config.order_type = in.order_type;
  config.delivery_price = in.delivery_fee;
  config.incidentals = in.bag_fee;
  config.is_group_buy = in.group_order;
  config.group_buy_cart_num = in.group_people;
  config.now_ms = in.now_ms;
  config.booked_ms = in.booked_ms;
  config.auto_select_enabled = in.automatic;
  config.point_mutually = in.points;
  const bool asks_for_standing = std::any_of(wallet.begin(), wallet.end(), [](const ec::Coupon& c) {
    return !c.member_level_ids.empty() || !c.user_group_ids.empty() || !c.prime_ids.empty();
  });
  if (asks_for_standing && in.standing) {
    auto s = in.standing(tx);
    config.member_level_id = s.level_id;
    config.user_group_ids = std::move(s.group_ids);
    config.prime_id = s.prime_id;
  }
  // Rule 13: stored value is the brand account and this store's own account.
  const bool asks_for_balance = std::any_of(wallet.begin(), wallet.end(), [](const ec::Coupon& c) {
    return c.stored_value_mode != ec::StoredValueMode::none;
  });
  if (asks_for_balance && in.wallet_balance) {
    config.is_credit = true;
    config.brand_balance_available = in.wallet_balance(tx);
    if (in.store_balance) config.store_balance_available = in.store_balance(tx);
  }
  return config;
}

}  // namespace

std::vector<ec::CartLine> engine_lines(const std::vector<cart::CheckoutLine>& lines, bool box_fee_per_item) {
  std::vector<ec::CartLine> out;
  for (const auto& l : lines) {
    if (!l.buys()) continue;
    ec::CartLine e;
    e.id = l.row.id;
    e.goods_id = l.row.goods_id;
    e.sku_code = l.row.option_id ? std::to_string(l.row.option_id) : "";
    e.cid = l.row.cid;
    e.goods_type = static_cast<ec::GoodsType>(l.goods ? l.goods->goods_type : catalog::GoodsType::common);
    e.quantity = l.row.quantity;
    e.price = l.priced.option_price;
    e.attribute_price = l.priced.attr_price;
    e.package_extra_price = l.priced.package_price;
    // With one box fee per line (not per unit) the fee is not split over units: coupons leave it.
    e.box_price = box_fee_per_item ? l.priced.unit_box : 0;
    e.selected = true;
    Tie tie = tie_of(l.row.coupon_key);
    e.tie = tie.kind;
    e.tied_coupon = tie.coupon_code;
    out.push_back(std::move(e));
  }
  return out;
}

void prefetch_wallet(db::Tx& tx, int64_t member_id, int64_t now_ms) { repo::prefetch_usable(tx, member_id, now_ms); }

CouponPricing price_coupons(db::Tx& tx, const std::vector<cart::CheckoutLine>& lines, const CouponCheckout& in, Lang lang) {
  std::vector<WalletCoupon> held = load_wallet(tx, in.member_id, in.now_ms, lang);
  // The events the member joins by ordering come as coupons of their own (docs/decisions/0037).
  if (in.member_id != 0) {
    const auto live = in.live_events ? in.live_events(tx, in.now_ms) : repo::live_trade_events(tx, in.now_ms);
    for (auto& offer : event_offers(tx, in.member_id, in.now_ms, lang, held, live)) held.push_back(std::move(offer));
  }
  std::map<std::string, const WalletCoupon*> by_code;
  std::map<std::string, int64_t> coupon_ids;
  std::vector<ec::Coupon> all;
  for (const auto& w : held) {
    by_code[w.row.code] = &w;
    coupon_ids[w.row.code] = w.row.id;
    all.push_back(w.terms);
  }
  const SelectionAsk ask{in.selection, tied_codes(lines), in.automatic};
  // The engine takes so many coupons: those in use first.
  std::vector<std::string> keep = ask.tied;
  if (in.selection) keep.insert(keep.end(), in.selection->begin(), in.selection->end());
  const std::vector<ec::Coupon> wallet = fit_wallet(all, keep);

  const ec::CalcConfig config = engine_config(tx, in, wallet);
  // The engine's own checks, before it sees anything: a cart over its caps is refused with the
  // cart's "too many" answer rather than priced.
  const std::vector<ec::CartLine> goods = engine_lines(lines, in.box_fee_per_item);
  check_engine_input(goods, wallet, config);
  const ec::Workspace ws(goods, wallet, config);

  const Selection selection = choose_selection(ask, [&]() -> std::optional<std::vector<std::string>> {
    if (wallet.empty()) return std::nullopt;
    // A deadline, not only a node budget: checkout answers in time on any wallet, with the best
    // selection found (the engine says whether it proved it the best).
    ec::AutoSelection best = ec::best_selection(ws, {}, ec::SearchBudget::within(kAutoSelectionTime));
    if (!best.ran) return std::nullopt;
    return best.codes;
  });
  const ec::OverlayResult ov = ec::overlay(ws, selection.codes, /*with_best=*/false);

  CouponPricing out = summarize(ov.current, selection.codes, wallet, coupon_ids);
  out.auto_selected = selection.automatic;
  out.offers = offers_of(ws, ov, selection.codes, out, by_code, wallet);
  out.view = checkout_coupons_json(out, lang);
  return out;
}

void consume(db::Tx& tx, int64_t member_id, int64_t order_id, const std::string& order_no,
             const std::vector<AppliedCoupon>& applied, int64_t now_ms) {
  for (const auto& a : applied) {
    // An event's coupon is written now, as the member's n-th use of the event.
    const int64_t coupon_id = a.coupon_id != 0 ? a.coupon_id : take_event_coupon(tx, member_id, a.code, now_ms);
    // The conditional update is the lock: of two orders racing for one coupon, one moves it.
    if (!repo::use_for_order(tx, coupon_id, member_id, order_id, order_no, now_ms))
      throw AppError(409, kCouponTaken, "coupon_taken");
    repo::record_order_coupon(tx, order_id, coupon_id, a.discount);
  }
}

StoredValueTerms order_stored_value_terms(db::Tx& tx, int64_t order_id) {
  StoredValueTerms terms;
  TemplateCache templates(tx);
  for (const auto& r : tx.query("SELECT c.id FROM order_coupon oc JOIN member_coupon c ON c.id = oc.coupon_id WHERE oc.order_id = $1",
                                {order_id})) {
    auto c = repo::coupon_by_id(tx, r.i64(0));
    if (!c) continue;
    const ec::Coupon e = to_engine(*c, templates.get(c->template_id), Lang::zh_HK);
    terms.no_wallet = terms.no_wallet || forbids_stored_value(e);
    terms.wallet_only = terms.wallet_only || e.stored_value_mode != ec::StoredValueMode::none;
  }
  return terms;
}

void confirm(db::Tx& tx, int64_t order_id, int64_t now_ms) { repo::confirm_for_order(tx, order_id, now_ms); }
void release(db::Tx& tx, int64_t order_id, int64_t now_ms) { repo::release_for_order(tx, order_id, now_ms); }

std::vector<OrderCouponLine> order_coupon_lines(db::Tx& tx, int64_t order_id) {
  std::vector<OrderCouponLine> out;
  TemplateCache templates(tx);
  for (const auto& c : repo::order_coupons(tx, order_id)) out.push_back({c.code, templates.get(c.template_id).name, c.discount});
  return out;
}

json::array order_coupons_json(db::Tx& tx, int64_t order_id, Lang lang) {
  return order_coupons_json(order_coupon_lines(tx, order_id), lang);
}

}  // namespace qsr::coupon
