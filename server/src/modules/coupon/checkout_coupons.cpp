#include "modules/coupon/checkout_coupons.h"

#include "modules/coupon/coupon_repo.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/messages.h"
#include "core/money.h"
#include "engine/coupon/auto_selection.h"
#include "engine/coupon/calculate.h"
#include "engine/coupon/input_limits.h"
#include "engine/coupon/overlay.h"
#include "engine/coupon/reasons.h"
#include "engine/coupon/workspace.h"
#include "modules/coupon/checkout_limits.h"
#include "modules/coupon/coupon_service.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

namespace {
constexpr size_t kMaxSelected = 20;
constexpr std::chrono::milliseconds kAutoSelectionTime{50};

// mutuallyTypeRange 2 (stored value) or 3 (points and stored value), spec 001 §5 rule 9.
bool forbids_stored_value(const ec::Coupon& c) {
  return std::any_of(c.mutually_type_range.begin(), c.mutually_type_range.end(), [](int t) { return t == 2 || t == 3; });
}

// The coupons the cart's bought lines are tied to.
std::vector<std::string> ws_lines_tied(const std::vector<cart::CheckoutLine>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) {
    if (!l.buys()) continue;
    Tie t = tie_of(l.row.coupon_key);
    if (t.kind != ec::TieKind::none) out.push_back(t.coupon_code);
  }
  return out;
}
const char* kOwnChannel = "COMMON";  // spec 000 §3 coupon channel: the brand's own app

// What `code` would take off if the coupons it `cancels` left the selection; nullopt when it
// cancels nothing or would still not apply.
std::optional<int64_t> instead_of_cancelled(const ec::Workspace& ws, const std::vector<std::string>& selection,
                                            const std::vector<std::string>& cancels, const std::string& code) {
  if (cancels.empty()) return std::nullopt;
  std::vector<std::string> next;
  for (const auto& s : selection) {
    if (std::find(cancels.begin(), cancels.end(), s) == cancels.end()) next.push_back(s);
  }
  next.push_back(code);
  const ec::CalcResult r = ec::calculate(ws, next);
  int64_t took = 0;
  bool applied = false;
  for (const auto& a : r.applied) {
    if ((a.wallet_code.empty() ? a.code : a.wallet_code) == code) {
      applied = true;
      took += a.discount;
    }
  }
  if (!applied) return std::nullopt;
  return took;
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
    e.goods_type = static_cast<ec::GoodsType>(l.goods ? l.goods->goods_type : 1);
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

CouponPricing price_coupons(db::Tx& tx, const std::vector<cart::CheckoutLine>& lines, const CouponCheckout& in, Lang lang) {
  CouponPricing out;
  TemplateCache templates(tx);
  std::vector<CouponRow> rows = repo::usable_of(tx, in.member_id, in.now_ms);
  std::vector<ec::Coupon> wallet;
  std::map<std::string, const CouponRow*> by_code;
  for (const auto& r : rows) {
    wallet.push_back(to_engine(r, templates.get(r.template_id), lang));
    by_code[r.code] = &r;
  }
  // Goods the customer took with a coupon keep it selected unless the customer says otherwise.
  std::vector<std::string> tied_codes;
  for (const auto& l : ws_lines_tied(lines)) {
    if (std::find(tied_codes.begin(), tied_codes.end(), l) == tied_codes.end()) tied_codes.push_back(l);
  }
  std::vector<std::string> keep = tied_codes;
  if (in.selection) keep.insert(keep.end(), in.selection->begin(), in.selection->end());
  wallet = fit_wallet(wallet, keep);

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
  // Rule 13: stored value is this brand's wallet (brand-wide; single-store accounts are not
  // built, so a store balance is never available).
  const bool asks_for_balance = std::any_of(wallet.begin(), wallet.end(), [](const ec::Coupon& c) {
    return c.stored_value_mode != ec::StoredValueMode::none;
  });
  if (asks_for_balance && in.wallet_balance) {
    config.is_credit = true;
    config.brand_balance_available = in.wallet_balance(tx);
  }
  // The engine's own checks, before it sees anything: a cart over its caps is refused with the
  // cart's "too many" answer rather than priced.
  const std::vector<ec::CartLine> goods = engine_lines(lines, in.box_fee_per_item);
  check_engine_input(goods, wallet, config);
  const ec::Workspace ws(goods, wallet, config);

  std::vector<std::string> selection;
  if (!in.selection && !tied_codes.empty()) {
    selection = tied_codes;
  } else if (in.selection) {
    std::set<std::string> seen;
    for (const auto& code : *in.selection) {
      if (selection.size() >= kMaxSelected) break;
      if (seen.insert(code).second) selection.push_back(code);
    }
  } else if (in.automatic && !wallet.empty()) {
    // A deadline, not only a node budget: checkout answers in time on any wallet, with the best
    // selection found (the engine says whether it proved it the best).
    ec::AutoSelection best = ec::best_selection(ws, {}, ec::SearchBudget::within(kAutoSelectionTime));
    if (best.ran) {
      selection = best.codes;
      out.auto_selected = true;
    }
  }
  ec::OverlayResult ov = ec::overlay(ws, selection, /*with_best=*/false);
  const ec::CalcResult& cur = ov.current;

  // What each wallet coupon (all its virtual copies) took off.
  std::map<std::string, int64_t> took;
  std::vector<std::string> applied_order;
  for (const auto& a : cur.applied) {
    const std::string& code = a.wallet_code.empty() ? a.code : a.wallet_code;
    if (!took.count(code)) applied_order.push_back(code);
    took[code] += a.discount;
  }
  for (const auto& code : applied_order) {
    auto it = by_code.find(code);
    if (it != by_code.end()) out.applied.push_back({it->second->id, code, took[code]});
    for (const auto& w : wallet) {
      if (w.code == code && forbids_stored_value(w)) out.excludes_stored_value = true;
      if (w.code == code && w.stored_value_mode != ec::StoredValueMode::none) out.requires_stored_value = true;
    }
  }
  for (const auto& code : selection) {
    if (!took.count(code)) out.refused.push_back(code);
  }
  out.cleared_line_ids = cur.cleared_line_ids;
  out.delivery_discount = cur.dis_delivery_price;
  out.goods_discount = cur.discount_amount - cur.dis_delivery_price;
  for (const auto& unit : cur.product_list) {
    if (unit.discount != 0) out.line_discounts[unit.line_id] += unit.discount;
  }

  std::map<std::string, std::vector<std::string>> cancels;
  for (const auto& c : ov.conflicting) cancels[c.code] = c.cancels;
  auto card = [&](const std::string& code) {
    const CouponRow* r = by_code.at(code);
    const TemplateRow& t = templates.get(r->template_id);
    const ec::Coupon* e = nullptr;
    for (const auto& w : wallet) {
      if (w.code == code) e = &w;
    }
    json::object o{{"couponCode", code},
                   {"couponName", t.name.get(lang)},
                   {"couponCategory", t.category},
                   {"categoryText", message(lang, "coupon_category_" + std::to_string(t.category))},
                   {"invalidTime", r->invalid_at}};
    if (e) {
      o["couponValue"] = e->category == ec::Category::percentage ? std::to_string(e->value) : money::format(e->value);
    }
    return o;
  };
  json::array usable, unusable, applied_json, selected_json;
  for (const auto& u : cur.usable) {
    if (!by_code.count(u.code)) continue;
    json::object o = card(u.code);
    o["selected"] = u.selected;
    o["saves"] = money::format(u.selected ? took[u.code] : u.discount);
    json::array c;
    for (const auto& x : cancels[u.code]) c.push_back(json::string(x));
    o["cancels"] = std::move(c);
    usable.push_back(std::move(o));
  }
  for (const auto& u : cur.unusable) {
    if (!by_code.count(u.code)) continue;
    // Refused only because of what is selected: still tappable, with the confirm modal naming
    // what it would cancel (spec 001 §4: a non-stackable choice cancels the others once the
    // customer confirms), if it applies once they are gone.
    if (auto taking = instead_of_cancelled(ws, selection, cancels[u.code], u.code)) {
      json::object o = card(u.code);
      o["selected"] = false;
      o["saves"] = money::format(*taking);
      json::array c;
      for (const auto& x : cancels[u.code]) c.push_back(json::string(x));
      o["cancels"] = std::move(c);
      usable.push_back(std::move(o));
      continue;
    }
    json::object o = card(u.code);
    o["reasonCode"] = ec::reason_code(u.reason);
    std::vector<std::string> args;
    if (ec::reason_has_arg(u.reason)) args.push_back(std::to_string(u.arg));
    o["reason"] = message(lang, ec::reason_key(u.reason), args);
    unusable.push_back(std::move(o));
  }
  for (const auto& a : out.applied) {
    applied_json.push_back({{"couponCode", a.code}, {"discount", money::format(a.discount)}});
    selected_json.push_back(json::string(a.code));
  }
  out.view = {{"selected", std::move(selected_json)},
              {"autoSelected", out.auto_selected},
              {"usable", std::move(usable)},
              {"unusable", std::move(unusable)},
              {"lines", std::move(applied_json)}};
  json::array cleared;
  for (int64_t id : out.cleared_line_ids) cleared.push_back(id);
  out.view["clearedLineIds"] = std::move(cleared);
  return out;
}

void consume(db::Tx& tx, int64_t member_id, int64_t order_id, const std::string& order_no,
             const std::vector<AppliedCoupon>& applied, int64_t now_ms) {
  for (const auto& a : applied) {
    // The conditional update is the lock: of two orders racing for one coupon, one moves it.
    if (!repo::use_for_order(tx, a.coupon_id, member_id, order_id, order_no, now_ms))
      throw AppError(409, kCouponTaken, "coupon_taken");
    repo::record_order_coupon(tx, order_id, a.coupon_id, a.discount);
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

json::array order_coupons_json(db::Tx& tx, int64_t order_id, Lang lang) {
  json::array out;
  TemplateCache templates(tx);
  for (const auto& c : repo::order_coupons(tx, order_id)) {
    out.push_back({{"couponCode", c.code},
                   {"couponName", templates.get(c.template_id).name.get(lang)},
                   {"discount", money::format(c.discount)}});
  }
  return out;
}

}  // namespace qsr::coupon
