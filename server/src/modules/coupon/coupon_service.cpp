#include "modules/coupon/coupon_service.h"

#include "modules/account/account_api.h"
#include "modules/coupon/coupon_repo.h"

#include <algorithm>
#include <cctype>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/crypto.h"
#include "core/messages.h"
#include "core/money.h"
#include "engine/coupon/wire/coupon_wire.h"
#include "modules/common/rate_limiter.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;
namespace ec = engine::coupon;

namespace {

std::string random_code(char prefix, int length) {
  return std::string(1, prefix) + crypto::random_string(crypto::kReadableAlphabet, static_cast<size_t>(length));
}

json::object engine_fields(const CouponRow& c, const TemplateRow& t, Lang lang) {
  json::value v = json::parse(t.coupon_json);
  json::object o = v.is_object() ? v.as_object() : json::object{};
  o["couponCode"] = c.code;
  o["id"] = c.id;
  o["couponTemplateId"] = t.id;
  o["couponName"] = t.name.get(lang);
  o["couponCategory"] = t.category;
  // The engine's rule 1 reads 10 as "active"; a coupon in any other state never reaches it.
  o["couponStatus"] = c.status == kUsable ? kUsable : c.status;
  o["effectiveTime"] = c.effective_at;
  o["invalidTime"] = c.invalid_at;
  return o;
}

int effective_status(const CouponRow& c, int64_t now_ms) {
  return c.status == kUsable && c.invalid_at < now_ms ? kExpired : c.status;
}

// End of the Hong Kong day `days` days after today (due soon: today or within 3 days).
int64_t due_soon_limit(int64_t now_ms) {
  return to_hk_local(now_ms).day_start_ms + (kDueSoonDays + 1) * 24 * 3600 * 1000 - 1;
}

std::string rule_text(const ec::Coupon& e, Lang lang) {
  if (e.category == ec::Category::delivery_fee && e.free_delivery_price > 0)
    return message(lang, "coupon_rule_threshold", {money::format(e.free_delivery_price)});
  const bool by_units = ec::is_quantity_threshold(e.threshold_type) || e.category == ec::Category::gift_activity;
  if (e.threshold <= 0) return message(lang, "coupon_rule_no_threshold");
  return by_units ? message(lang, "coupon_rule_threshold_units", {std::to_string(e.threshold)})
                  : message(lang, "coupon_rule_threshold", {money::format(e.threshold)});
}

std::string value_text(const ec::Coupon& e, Lang lang) {
  switch (e.category) {
    case ec::Category::percentage: return message(lang, "coupon_value_percentage", {std::to_string(e.value)});
    case ec::Category::delivery_fee:
      return e.value <= 0 ? message(lang, "coupon_value_free_delivery") : message(lang, "coupon_value_amount", {money::format(e.value)});
    case ec::Category::special_offer: return message(lang, "coupon_value_special", {money::format(e.value)});
    case ec::Category::exchange: return message(lang, "coupon_value_free_item");
    case ec::Category::gift_with_purchase: return message(lang, "coupon_value_gift");
    case ec::Category::convert: return message(lang, "coupon_value_special", {money::format(e.value)});
    // `amount` is the group size: buy-one-get-one frees one of every group (in groups of 3, 2 are
    // bought and 1 is free); a step gift gives one of its gifts for every group.
    case ec::Category::gift_activity:
      if (!e.gift_items.empty()) return message(lang, "coupon_value_step_gift", {std::to_string(std::max<int64_t>(1, e.threshold))});
      return message(lang, "coupon_value_bogo", {std::to_string(std::max<int64_t>(1, e.threshold - 1))});
    default: return message(lang, "coupon_value_amount", {money::format(e.value)});
  }
}

AppError not_found() { return AppError(404, kCouponNotFound, "coupon_not_found"); }

// Days counted in Hong Kong, today the first: valid until the end of the last day. The voucher
// centre shows the date a coupon claimed now would get, so both use this.
int64_t end_of_valid_days(int64_t now_ms, int64_t days) {
  return to_hk_local(now_ms).day_start_ms + days * 24 * 3600 * 1000 - 1;
}

}  // namespace

std::string new_coupon_code() { return random_code('C', 11); }

const TemplateRow& TemplateCache::get(int64_t id) {
  auto it = rows_.find(id);
  if (it != rows_.end()) return it->second;
  auto t = repo::template_by_id(tx_, id);
  if (!t) throw AppError(500, 500, "unknown_error", {}, "coupon template missing: " + std::to_string(id));
  return rows_.emplace(id, std::move(*t)).first->second;
}

ec::Coupon to_engine(const CouponRow& c, const TemplateRow& t, Lang lang) {
  try {
    return ec::wire::read_coupon(engine_fields(c, t, lang));
  } catch (const std::exception& e) {
    // Templates are checked when created; this is a template edited in the database by hand.
    throw AppError(500, 500, "unknown_error", {}, "coupon template " + std::to_string(t.id) + " unreadable: " + e.what());
  }
}

void check_template_fields(const json::object& fields) {
  json::object o = fields;
  o["couponCode"] = "CHECK";
  try {
    (void)ec::wire::read_coupon(o);
  } catch (const std::exception& e) {
    throw AppError::bad_request("coupon_template_invalid", {e.what()});
  }
}

json::object CouponService::coupon_json(const CouponRow& c, const TemplateRow& t, Lang lang) const {
  const int64_t now = clock_.now_ms();
  const ec::Coupon e = to_engine(c, t, lang);
  const auto takes = takes_of(e);
  const int status = effective_status(c, now);
  const bool by_units = ec::is_quantity_threshold(e.threshold_type) || e.category == ec::Category::gift_activity;
  return {{"couponCode", c.code},
          {"couponTemplateId", t.id},
          {"couponName", t.name.get(lang)},
          {"couponCategory", t.category},
          {"categoryText", message(lang, "coupon_category_" + std::to_string(t.category))},
          {"couponValue", e.category == ec::Category::percentage ? std::to_string(e.value) : money::format(e.value)},
          {"valueText", value_text(e, lang)},
          {"amount", by_units ? std::to_string(e.threshold) : money::format(e.threshold)},
          {"thresholdType", e.threshold_type},
          {"couponStatus", status},
          {"statusText", message(lang, "coupon_status_" + std::to_string(status))},
          {"effectiveTime", c.effective_at},
          {"invalidTime", c.invalid_at},
          {"dueSoon", status == kUsable && c.invalid_at <= due_soon_limit(now)},
          {"notYetEffective", status == kUsable && c.effective_at > now},
          {"ruleText", rule_text(e, lang)},
          {"source", c.source},
          {"orderId", c.order_no.empty() ? json::value(nullptr) : json::value(c.order_no)},
          {"giftable", t.giftable && c.source != "gift"},
          // Goods taken with it (exchange goods or gifts) and how many: the wallet's "use now".
          {"takes", {{"mode", take_mode_name(takes.mode)}, {"units", takes.units}}},
          {"image", "/media/images/coupons/" + std::to_string(t.category) + ".svg"}};
}

CouponRow CouponService::issue(db::Tx& tx, const TemplateRow& t, int64_t member_id, const std::string& source,
                               std::optional<int64_t> campaign_id, int64_t now_ms, const std::string& request_key) {
  CouponRow c;
  c.request_key = request_key;
  c.code = new_coupon_code();
  c.member_id = member_id;
  c.template_id = t.id;
  c.campaign_id = campaign_id;
  c.source = source;
  c.status = kUsable;
  if (t.valid_days) {
    c.effective_at = now_ms;
    c.invalid_at = end_of_valid_days(now_ms, *t.valid_days);
  } else {
    c.effective_at = t.valid_from.value_or(now_ms);
    c.invalid_at = t.valid_to.value_or(now_ms + 30LL * 24 * 3600 * 1000);
  }
  c.created_at = now_ms;
  c.id = repo::insert_coupon(tx, c, now_ms);
  return c;
}

json::object CouponService::page(int64_t member_id, Tab tab, int64_t page_size, int64_t offset, Lang lang) {
  const int64_t now = clock_.now_ms();
  json::object out;
  db_.read([&](db::Tx& tx) {
    TemplateCache templates(tx);
    json::array list;
    for (const auto& c : repo::page_of(tx, member_id, tab, now, page_size, offset)) {
      json::object o = coupon_json(c, templates.get(c.template_id), lang);
      list.push_back(std::move(o));
    }
    out["list"] = std::move(list);
    out["total"] = repo::count_of(tx, member_id, tab, now);
    out["counts"] = {{"usable", repo::count_of(tx, member_id, Tab::usable, now)},
                     {"dueSoon", repo::count_due_by(tx, member_id, now, due_soon_limit(now))},
                     {"gifting", repo::count_of(tx, member_id, Tab::gifting, now)}};
  });
  return out;
}

json::object CouponService::detail(int64_t member_id, const std::string& code, Lang lang) {
  json::object out;
  db_.read([&](db::Tx& tx) {
    auto c = repo::coupon_by_code(tx, code);
    if (!c || c->member_id != member_id) throw not_found();
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) throw not_found();
    out = coupon_json(*c, *t, lang);
    const ec::Coupon e = to_engine(*c, *t, lang);
    json::array weekdays, slots, goods, order_types;
    for (int d : e.use_time.weekdays) weekdays.push_back(d);
    for (const auto& r : e.use_time.time_slots) {
      auto hm = [](int m) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "%02d:%02d", (m / 60) % 24, m % 60);
        return std::string(buf);
      };
      slots.push_back(json::string(hm(r.start) + "-" + hm(r.end)));
    }
    for (const auto& r : e.item_rules) goods.push_back({{"itemCode", r.item_code}, {"skuCode", r.sku_code}, {"exclude", r.exclude}});
    for (int t2 : e.business_types) order_types.push_back(t2);
    json::array stores;
    for (int64_t s : e.shop_rule.shop_ids) stores.push_back(s);
    const char* scope = e.shop_rule.scope == ec::ShopScope::include ? "include"
                        : e.shop_rule.scope == ec::ShopScope::exclude ? "exclude" : "all";
    out["rules"] = {{"threshold", rule_text(e, lang)},
                    {"value", value_text(e, lang)},
                    {"weekdays", std::move(weekdays)},
                    {"timeSlots", std::move(slots)},
                    {"storeScope", scope},
                    {"stores", std::move(stores)},
                    {"goods", std::move(goods)},
                    {"orderTypes", std::move(order_types)},
                    {"stacking", static_cast<int>(e.superposition)},
                    // Goods taken with the coupon (as in the wallet list): exchange goods or gifts.
                    {"takes", out.at("takes")},
                    {"stackingText", message(lang, "coupon_stacking_" + std::to_string(static_cast<int>(e.superposition)))}};
  });
  return out;
}

json::object CouponService::center(std::optional<int64_t> member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  json::array list;
  db_.read([&](db::Tx& tx) {
    TemplateCache templates(tx);
    for (const auto& k : repo::campaigns(tx, now - 7LL * 24 * 3600 * 1000)) {
      const TemplateRow& t = templates.get(k.template_id);
      CouponRow preview;
      preview.code = "PREVIEW";
      preview.template_id = t.id;
      preview.effective_at = t.valid_from.value_or(now);
      preview.invalid_at = t.valid_days ? end_of_valid_days(now, *t.valid_days) : t.valid_to.value_or(now);
      json::object coupon = coupon_json(preview, t, lang);
      coupon.erase("couponCode");
      coupon.erase("couponStatus");
      coupon.erase("statusText");
      const int64_t mine = member_id ? repo::claims_of(tx, k.id, *member_id) : 0;
      std::string state = now < k.starts_at           ? "starting_soon"
                          : now > k.ends_at          ? "ended"
                          : mine >= k.per_person_limit ? "claimed_limit"
                          : k.claimed >= k.stock       ? "fully_claimed"
                                                       : "claimable";
      list.push_back({{"campaignId", k.id},
                      {"title", k.title.get(lang)},
                      {"coupon", std::move(coupon)},
                      {"stock", k.stock},
                      {"remaining", std::max<int64_t>(0, k.stock - k.claimed)},
                      {"perPersonLimit", k.per_person_limit},
                      {"myClaimed", mine},
                      {"startsAt", k.starts_at},
                      {"endsAt", k.ends_at},
                      {"state", state}});
    }
  });
  return {{"list", std::move(list)}};
}

std::optional<json::object> CouponService::earlier_answer(int64_t member_id, const std::string& request_key, Lang lang) {
  if (request_key.empty()) return std::nullopt;
  std::optional<json::object> out;
  db_.read([&](db::Tx& tx) {
    auto c = repo::coupon_by_request(tx, member_id, request_key);
    if (!c) return;
    auto t = repo::template_by_id(tx, c->template_id);
    if (t) out = coupon_json(*c, *t, lang);
  });
  return out;
}

json::object CouponService::once(int64_t member_id, const std::string& request_key, Lang lang,
                                 const std::function<json::object()>& give) {
  if (request_key.size() > 100) throw AppError::invalid("Idempotency-Key");
  if (auto earlier = earlier_answer(member_id, request_key, lang)) return *earlier;
  try {
    return give();
  } catch (const db::DbError& e) {
    if (!e.is_unique_violation()) throw;
    if (auto earlier = earlier_answer(member_id, request_key, lang)) return *earlier;
    throw;
  }
}

json::object CouponService::claim(int64_t member_id, int64_t campaign_id, const std::string& request_key, Lang lang) {
  const int64_t now = clock_.now_ms();
  return once(member_id, request_key, lang, [&] { return db_.write_value([&](db::Tx& tx) {
    auto k = repo::campaign_by_id(tx, campaign_id);
    if (!k) throw not_found();
    if (now < k->starts_at) throw AppError(400, kNotStarted, "coupon_campaign_not_started");
    if (now > k->ends_at) throw AppError(400, kEnded, "coupon_campaign_ended");
    // Personal limit first, then stock: a refused claim rolls both back.
    if (!repo::take_personal_claim(tx, campaign_id, member_id, k->per_person_limit))
      throw AppError(400, kPersonalLimit, "coupon_claim_limit");
    if (!repo::take_stock(tx, campaign_id)) throw AppError(400, kFullyClaimed, "coupon_fully_claimed");
    auto t = repo::template_by_id(tx, k->template_id);
    if (!t) throw not_found();
    return coupon_json(issue(tx, *t, member_id, "claim", campaign_id, now, request_key), *t, lang);
  }); });
}

json::object CouponService::redeem_code(int64_t member_id, const std::string& raw, const std::string& request_key, Lang lang) {
  std::string code;
  for (char ch : raw) {
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    code += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  const bool well_formed = !code.empty() && code.size() <= 32 &&
                           std::all_of(code.begin(), code.end(), [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)); });
  if (!well_formed) throw AppError(400, kCodeMalformed, "coupon_code_malformed");
  if (auto earlier = earlier_answer(member_id, request_key, lang)) return *earlier;  // a retry
  const int64_t now = clock_.now_ms();
  // Codes cannot be guessed (9 characters of 32), and trying stays slow: every attempt counts,
  // in its own transaction so a wrong code's rollback does not take the count back.
  const bool allowed = db_.write_value([&](db::Tx& tx) {
    return take_hit(tx, {"coupon-code:member:" + std::to_string(member_id), now / 3600000 * 3600000, kCodeAttemptsPerHour});
  });
  if (!allowed) throw AppError(429, 429, "too_many_requests");
  return once(member_id, request_key, lang, [&] { return db_.write_value([&](db::Tx& tx) {
    auto template_id = repo::take_code(tx, code, member_id, now);
    if (!template_id) throw AppError(400, kCodeInvalid, "coupon_code_invalid");
    auto t = repo::template_by_id(tx, *template_id);
    if (!t) throw AppError(400, kCodeInvalid, "coupon_code_invalid");
    return coupon_json(issue(tx, *t, member_id, "code", std::nullopt, now, request_key), *t, lang);
  }); });
}

json::object CouponService::give(int64_t member_id, const std::string& code, const std::string& app_url, Lang lang) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto c = repo::coupon_by_code(tx, code);
    if (!c || c->member_id != member_id) throw not_found();
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) throw not_found();
    if (effective_status(*c, now) != kUsable) throw AppError(400, kNotUsable, "coupon_not_usable");
    // A received gift is not passed on, and a member gives at most a few a day.
    if (!t->giftable || c->source == "gift") throw AppError(400, kGiftLimit, "coupon_gift_limit");
    if (repo::gifts_given_since(tx, member_id, to_hk_local(now).day_start_ms) >= kGiftsPerDay)
      throw AppError(400, kGiftLimit, "coupon_gift_limit");
    if (!repo::move(tx, c->id, kUsable, kGifting, now)) throw AppError(400, kNotUsable, "coupon_not_usable");
    GiftRow g;
    g.token = crypto::random_token(16);
    g.coupon_id = c->id;
    g.giver_id = member_id;
    g.created_at = now;
    // Back after 24 hours, or when the coupon itself ends if that is sooner.
    g.expires_at = std::min(now + kGiftHoldMs, c->invalid_at);
    repo::insert_gift(tx, g);
    c->status = kGifting;
    return json::object{{"giftToken", g.token},
                        {"url", app_url + "/member/pages/voucher/voucherDonate/index?token=" + g.token},
                        {"expiresAt", g.expires_at},
                        {"coupon", coupon_json(*c, *t, lang)}};
  });
}

json::object CouponService::query_gift(std::optional<int64_t> member_id, const std::string& token, Lang lang) {
  json::object out;
  db_.read([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, token);
    if (!g) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto c = repo::coupon_by_id(tx, g->coupon_id);
    if (!c) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) throw AppError(404, kGiftGone, "coupon_gift_gone");
    auto giver = account::nicknames_of(tx, {g->giver_id});
    json::object coupon = coupon_json(*c, *t, lang);
    coupon.erase("couponCode");  // the giver's code is theirs; the receiver gets a new one
    std::string status = g->status == "pending" && g->expires_at <= clock_.now_ms() ? "returned" : g->status;
    out = {{"coupon", std::move(coupon)},
           {"giverNickname", giver.count(g->giver_id) ? giver[g->giver_id] : ""},
           {"status", status},
           {"expiresAt", g->expires_at},
           {"isMine", member_id && *member_id == g->giver_id}};
  });
  return out;
}

json::object CouponService::receive_gift(int64_t member_id, const std::string& token, Lang lang) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto g = repo::gift_by_token(tx, token);
    if (!g || g->status != "pending" || g->expires_at <= now) throw AppError(400, kGiftGone, "coupon_gift_gone");
    if (g->giver_id == member_id) throw AppError(400, kOwnGift, "coupon_gift_own");
    auto given = repo::coupon_by_id(tx, g->coupon_id);
    if (!given) throw AppError(400, kGiftGone, "coupon_gift_gone");
    auto t = repo::template_by_id(tx, given->template_id);
    if (!t) throw AppError(400, kGiftGone, "coupon_gift_gone");
    // The giver's coupon becomes "donated"; the receiver gets a coupon of their own with the same validity.
    if (!repo::move(tx, given->id, kGifting, kDonated, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    CouponRow c;
    c.code = new_coupon_code();
    c.member_id = member_id;
    c.template_id = t->id;
    c.source = "gift";
    c.status = kUsable;
    c.effective_at = given->effective_at;
    c.invalid_at = given->invalid_at;
    c.created_at = now;
    c.id = repo::insert_coupon(tx, c, now);
    if (!repo::settle_gift(tx, g->id, "claimed", member_id, c.id, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    return coupon_json(c, *t, lang);
  });
}

json::object CouponService::revoke_gift(int64_t member_id, const std::string& code, Lang lang) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto c = repo::coupon_by_code(tx, code);
    if (!c || c->member_id != member_id) throw not_found();
    auto g = repo::pending_gift_of(tx, c->id);
    if (!g) throw AppError(400, kGiftGone, "coupon_gift_gone");
    // Rows are locked in one order everywhere — the coupon, then its gift — as receive_gift does;
    // the other order deadlocked a claim racing the withdrawal on PostgreSQL.
    if (!repo::move(tx, c->id, kGifting, kUsable, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    if (!repo::settle_gift(tx, g->id, "withdrawn", std::nullopt, std::nullopt, now)) throw AppError(400, kGiftGone, "coupon_gift_gone");
    c->status = kUsable;
    auto t = repo::template_by_id(tx, c->template_id);
    if (!t) throw not_found();
    return coupon_json(*c, *t, lang);
  });
}

int CouponService::return_unclaimed_gifts() {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    int returned = 0;
    for (const auto& g : repo::pending_gifts_expired(tx, now, 500)) {
      // The coupon first, then the gift (the one lock order). Holding the coupon, nobody can
      // claim or withdraw the gift meanwhile, so its settling cannot fail.
      if (!repo::move(tx, g.coupon_id, kGifting, kUsable, now)) continue;
      repo::settle_gift(tx, g.id, "returned", std::nullopt, std::nullopt, now);
      ++returned;
    }
    return returned;
  });
}

int64_t CouponService::create_template(const TemplateRow& t) {
  return db_.write_value([&](db::Tx& tx) { return repo::insert_template(tx, t, clock_.now_ms()); });
}

json::array CouponService::list_templates(Lang lang) {
  json::array out;
  db_.read([&](db::Tx& tx) {
    for (const auto& t : repo::templates(tx)) {
      out.push_back({{"templateId", t.id},
                     {"name", t.name.get(lang)},
                     {"category", t.category},
                     {"coupon", json::parse(t.coupon_json)},
                     {"validFrom", t.valid_from ? json::value(*t.valid_from) : json::value(nullptr)},
                     {"validTo", t.valid_to ? json::value(*t.valid_to) : json::value(nullptr)},
                     {"validDays", t.valid_days ? json::value(*t.valid_days) : json::value(nullptr)},
                     {"giftable", t.giftable}});
    }
  });
  return out;
}

int64_t CouponService::create_campaign(const CampaignRow& c) {
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::template_by_id(tx, c.template_id)) throw AppError::invalid("templateId");
    return repo::insert_campaign(tx, c, clock_.now_ms());
  });
}

std::vector<std::string> CouponService::create_codes(int64_t template_id, int64_t count) {
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::template_by_id(tx, template_id)) throw AppError::invalid("templateId");
    std::vector<std::string> codes;
    for (int64_t i = 0; i < count; ++i) {
      codes.push_back(random_code('R', 9));
      repo::insert_code(tx, codes.back(), template_id, clock_.now_ms());
    }
    return codes;
  });
}

json::object CouponService::grant(int64_t template_id, int64_t member_id, Lang lang) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    auto t = repo::template_by_id(tx, template_id);
    if (!t) throw AppError::invalid("templateId");
    if (!account::is_active_member(tx, member_id)) throw AppError::invalid("memberId");
    return coupon_json(issue(tx, *t, member_id, "grant", std::nullopt, now), *t, lang);
  });
}

engine::coupon::Coupon CouponService::member_coupon(int64_t member_id, const std::string& code, Lang lang) {
  return db_.read_value([&](db::Tx& tx) {
    auto row = repo::coupon_by_code(tx, code);
    if (!row || row->member_id != member_id) throw AppError(404, kCouponNotFound, "coupon_not_found");
    auto t = repo::template_by_id(tx, row->template_id);
    if (!t) throw AppError(404, kCouponNotFound, "coupon_not_found");
    return to_engine(*row, *t, lang);
  });
}

std::vector<CampaignRow> CouponService::campaigns() {
  return db_.read_value([&](db::Tx& tx) { return repo::campaigns(tx, 0); });
}

std::optional<int64_t> CouponService::end_campaign(int64_t campaign_id) {
  // The end moment is included in a campaign: ending it now means it ended a moment ago.
  const int64_t ended_at = clock_.now_ms() - 1;
  bool ended = db_.write_value([&](db::Tx& tx) { return repo::end_campaign(tx, campaign_id, ended_at); });
  return ended ? std::optional<int64_t>(ended_at) : std::nullopt;
}

}  // namespace qsr::coupon
