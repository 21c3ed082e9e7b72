#include "modules/coupon/coupon_routes.h"

#include <boost/json.hpp>

#include "core/messages.h"
#include "core/money.h"
#include "engine/coupon/input_limits.h"
#include "http/envelope.h"
#include "http/paging.h"
#include "modules/coupon/coupon_ties.h"

namespace qsr::coupon {
namespace json = boost::json;

namespace {

repo::Tab tab_of(const http::Request& req) {
  std::string tab = req.opt_str("tab").value_or("usable");
  if (tab == "usable") return repo::Tab::usable;
  if (tab == "history") return repo::Tab::history;
  if (tab == "gifting") return repo::Tab::gifting;
  throw AppError::invalid("tab");
}

std::string short_text(const http::Request& req, const char* name, size_t max = 64) {
  std::string v = req.str(name);
  if (v.empty()) throw AppError::missing(name);
  if (v.size() > max) throw AppError::invalid(name);
  return v;
}

I18nText i18n_of(const http::Request& req, const char* name) {
  const auto* v = req.input.if_contains(name);
  if (!v || !v->is_object()) throw AppError::missing(name);
  I18nText t = I18nText::from_json_text(json::serialize(*v));
  if (t.get(Lang::zh_HK).empty()) throw AppError::invalid(name);
  return t;
}

// Whether the store's goods is one the coupon's item rules name (include/exclude on the goods id).
bool coupon_covers(const engine::coupon::Coupon& c, int64_t goods_id) {
  const std::string code = std::to_string(goods_id);
  bool has_include = false, included = false;
  for (const auto& r : c.item_rules) {
    if (r.item_code != code) {
      has_include = has_include || !r.exclude;
      continue;
    }
    if (r.exclude) return false;
    has_include = true;
    included = true;
  }
  return !has_include || included;
}

}  // namespace

void register_routes(http::Router& router, CouponService& coupons, catalog::CatalogService& catalog,
                     account::AccountModule& accounts, std::string app_url) {
  auto& sessions = accounts.sessions;

  router.get("/v1/member/coupon/page", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    auto page = http::paging(req);
    return http::ok(req, coupons.page(*c.member_id, tab_of(req), page.page_size, page.offset(), req.lang));
  });

  router.get("/v1/member/coupon/detail", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.detail(*c.member_id, short_text(req, "couponCode"), req.lang));
  });

  router.get("/v1/coupon/goods", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    const std::string code = short_text(req, "couponCode");
    const int64_t sid = req.integer("sid");
    auto snap = catalog.snapshot();
    if (!snap->store(sid)) throw AppError::not_found("store_not_found");
    std::optional<engine::coupon::Coupon> coupon;
    coupons.db().read([&](db::Tx& tx) {
      auto row = repo::coupon_by_code(tx, code);
      if (!row || row->member_id != *c.member_id) throw AppError(404, kCouponNotFound, "coupon_not_found");
      auto t = repo::template_by_id(tx, row->template_id);
      if (!t) throw AppError(404, kCouponNotFound, "coupon_not_found");
      coupon = to_engine(*row, *t, req.lang);
    });
    // Exchange goods and gifts are picked with the coupon (cart add with couponCode); for the
    // others these are the goods it applies to, added as usual.
    const Takes takes = takes_of(*coupon);
    json::array list;
    for (const auto& category : snap->categories) {
      for (int64_t id : category.goods_ids) {
        const catalog::Goods* g = snap->find_goods(id);
        if (!g) continue;
        if (takes.mode == TakeMode::gift ? !may_take(*coupon, id, 0) : !coupon_covers(*coupon, id)) continue;
        const catalog::Override* o = snap->override_for(sid, id);
        if (o && o->status && *o->status == catalog::GoodsStatus::removed) continue;
        list.push_back({{"goods_id", id}, {"cid", category.cid}, {"name", g->name.get(req.lang)}, {"image", g->image},
                        {"price", money::format(o && o->price ? *o->price : g->price)}});
      }
    }
    return http::ok(req, json::object{{"mode", take_mode_name(takes.mode)}, {"units", takes.units}, {"list", std::move(list)}});
  });

  router.get("/v1/coupon/center", [&](http::Request& req) {
    auto c = sessions.resolve(req);
    return http::ok(req, coupons.center(c ? c->member_id : std::nullopt, req.lang));
  });

  router.post("/v1/coupon/receiveCoupon", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.claim(*c.member_id, req.integer("campaignId"), std::string(req.header("idempotency-key")), req.lang));
  });

  router.post("/v1/coupon/receiveCouponByCode", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.redeem_code(*c.member_id, req.opt_str("code").value_or(""), std::string(req.header("idempotency-key")),
                                             req.lang));
  });

  // `app_url` by value: the parameter is gone once the routes are registered.
  router.post("/v1/coupon/give", [&, app_url](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.give(*c.member_id, short_text(req, "couponCode"), app_url, req.lang));
  });

  router.get("/v1/coupon/queryGiveCoupon", [&](http::Request& req) {
    auto c = sessions.resolve(req);
    return http::ok(req, coupons.query_gift(c ? c->member_id : std::nullopt, short_text(req, "token"), req.lang));
  });

  router.post("/v1/coupon/receiveGive", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.receive_gift(*c.member_id, short_text(req, "token"), req.lang));
  });

  router.post("/v1/coupon/revokeGive", [&](http::Request& req) {
    auto c = sessions.require_member(req);
    return http::ok(req, coupons.revoke_gift(*c.member_id, short_text(req, "couponCode"), req.lang));
  });

  router.get("/v1/coupon/couponChannelList", [&](http::Request& req) {
    return http::ok(req, json::object{{"list", json::array{{{"label", message(req.lang, "coupon_channel_common")}, {"value", "COMMON"}}}}});
  });

  // A member's usable coupons are data worth keeping (rebinding asks before merging), and they
  // follow the member into a merged account with their claim counts.
  accounts.hooks.data_counts.push_back({"coupons", [&coupons](db::Tx& tx, int64_t member) {
    return repo::count_of(tx, member, repo::Tab::usable, coupons.clock().now_ms());
  }});
  accounts.hooks.merge.push_back({"coupons", [](db::Tx& tx, int64_t from, int64_t to) {
    tx.exec("UPDATE member_coupon SET member_id = $2 WHERE member_id = $1", {from, to});
    tx.exec("INSERT INTO coupon_claim (campaign_id, member_id, claims) SELECT campaign_id, $2, claims FROM coupon_claim"
            " WHERE member_id = $1 ON CONFLICT (campaign_id, member_id) DO UPDATE SET claims = coupon_claim.claims + excluded.claims",
            {from, to});
    tx.exec("DELETE FROM coupon_claim WHERE member_id = $1", {from});
  }});

  if (accounts.options.dev) {
    // Runs the gift-return job now (tests move the clock past the 24 hours).
    router.post("/v1/dev/coupon/gifts/return", [&](http::Request& req) {
      return http::ok(req, json::object{{"returned", coupons.return_unclaimed_gifts()}});
    });
  }

  // Admin.
  router.post("/admin/v1/coupon/templates", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const auto* fields = req.input.if_contains("coupon");
    if (!fields || !fields->is_object()) throw AppError::missing("coupon");
    check_template_fields(fields->as_object());
    TemplateRow t;
    t.name = i18n_of(req, "name");
    // The engine reads the name with the coupon (couponName): it must be within its range, or
    // every checkout holding this coupon would fail to read it.
    for (Lang lang : kAllLangs) {
      if (t.name.get(lang).size() > engine::coupon::limits::kMaxNameChars) throw AppError::invalid("name");
    }
    const auto* category = fields->as_object().if_contains("couponCategory");
    t.category = category && category->is_int64() ? static_cast<int>(category->as_int64()) : 10;
    t.coupon_json = json::serialize(*fields);
    const auto* validity = req.input.if_contains("validity");
    if (!validity || !validity->is_object()) throw AppError::missing("validity");
    const auto& v = validity->as_object();
    auto int_of = [&](const char* k) -> std::optional<int64_t> {
      const auto* x = v.if_contains(k);
      if (!x || x->is_null()) return std::nullopt;
      if (!x->is_int64()) throw AppError::invalid(std::string("validity.") + k);
      return x->as_int64();
    };
    t.valid_days = int_of("days");
    t.valid_from = int_of("from");
    t.valid_to = int_of("to");
    if (t.valid_days ? (*t.valid_days < 1 || *t.valid_days > 3650) : (!t.valid_from || !t.valid_to || *t.valid_to <= *t.valid_from))
      throw AppError::invalid("validity");
    // Fixed dates become the coupons' effectiveTime and invalidTime: moments the engine accepts.
    for (const auto& at : {t.valid_from, t.valid_to}) {
      if (at && (*at < engine::coupon::limits::kMinMomentMs || *at > engine::coupon::limits::kMaxMomentMs))
        throw AppError::invalid("validity");
    }
    t.giftable = req.flag("giftable", true);
    return http::ok(req, json::object{{"templateId", coupons.create_template(t)}});
  });

  router.get("/admin/v1/coupon/templates", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, json::object{{"list", coupons.list_templates(req.lang)}});
  });

  router.post("/admin/v1/coupon/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    CampaignRow k;
    k.template_id = req.integer("templateId");
    k.title = i18n_of(req, "title");
    k.stock = req.integer("stock");
    k.per_person_limit = req.opt_int("perPersonLimit").value_or(1);
    k.starts_at = req.integer("startsAt");
    k.ends_at = req.integer("endsAt");
    if (k.stock < 1 || k.stock > 100000000) throw AppError::invalid("stock");
    if (k.per_person_limit < 1 || k.per_person_limit > 100) throw AppError::invalid("perPersonLimit");
    if (k.ends_at <= k.starts_at) throw AppError::invalid("endsAt");
    return http::ok(req, json::object{{"campaignId", coupons.create_campaign(k)}});
  });

  // Every campaign (ended ones too), and ending one early: claims stop at once, coupons already
  // claimed stay valid.
  router.get("/admin/v1/coupon/campaigns", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    coupons.db().read([&](db::Tx& tx) {
      for (const auto& k : repo::campaigns(tx, 0)) {
        list.push_back({{"campaignId", k.id}, {"templateId", k.template_id}, {"title", k.title.get(req.lang)}, {"stock", k.stock},
                        {"claimed", k.claimed}, {"perPersonLimit", k.per_person_limit}, {"startsAt", k.starts_at},
                        {"endsAt", k.ends_at}});
      }
    });
    auto total = static_cast<int64_t>(list.size());
    return http::ok(req, http::page(std::move(list), total));
  });

  router.post("/admin/v1/coupon/campaigns/end", [&](http::Request& req) {
    account::require_admin(accounts, req);
    const int64_t now = coupons.clock().now_ms();
    bool ended = coupons.db().write_value([&](db::Tx& tx) {
      // The end moment is included in a campaign: ending it now means it ended a moment ago.
      return tx.exec("UPDATE coupon_campaign SET ends_at = $2 WHERE id = $1 AND ends_at >= $3",
                     {req.integer("campaignId"), now - 1, now}) == 1;
    });
    if (!ended) throw AppError::not_found();
    return http::ok(req, json::object{{"campaignId", req.integer("campaignId")}, {"endsAt", now - 1}});
  });

  router.post("/admin/v1/coupon/codes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    int64_t count = req.integer("count");
    if (count < 1 || count > 1000) throw AppError::invalid("count");
    json::array codes;
    for (auto& c : coupons.create_codes(req.integer("templateId"), count)) codes.push_back(json::string(c));
    return http::ok(req, json::object{{"codes", std::move(codes)}});
  });

  router.post("/admin/v1/coupon/grant", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, coupons.grant(req.integer("templateId"), req.integer("memberId"), req.lang));
  });
}

}  // namespace qsr::coupon
