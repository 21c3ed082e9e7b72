#include "modules/config/config_routes.h"

#include <sstream>

#include <boost/json.hpp>

#include "core/clock.h"
#include "core/time_windows.h"
#include "http/envelope.h"

namespace qsr::config {
namespace json = boost::json;

json::object global_defaults() {
  return {
      {"share", {{"title", ""}, {"imgUrl", ""}, {"wxapp_link", ""}}},
      {"configmall", {{"title", ""}, {"logo", ""}}},
      {"templateIds", json::array{}},
      {"alipayTemplateIds", json::array{}},
      {"order_package_config", {{"integral", 0}, {"credit", 0}}},
      {"delivery_type", 3},
      {"display_person_num", 0},
      {"growthValueName", "成长值"},
      {"show_order_note", 1},
      {"recharge", {{"status", 0}}},
      {"tradeConfig", {{"combinationPay", 0}}},
      {"itemConfig", json::object{}},
      {"storeConfig", json::object{}},
      {"shopVersion", "v1"},
      {"spellStatus", 0},
      {"is_on_pre_order_status", 0},
      {"dinner", 0},
      {"invoiceConfig", {{"enable", 0}}},
      {"latencyTime", 0},
      {"minBuyFee", "0"},
      {"accountPayRuleConfig", {{"maxRetryCount", 3}, {"passwordEnable", 0}}},
      {"thumb_tj", ""},
      {"takeout", 1},
      {"goToOrder", {{"enable", 0}}},
      {"goToRecharge", {{"enable", 0}}},
      {"categoryRenovationConfig", json::object{}},
  };
}

json::object platform_defaults() {
  return {
      {"growth-value-name", "成长值"},
      {"shop-version", "v1"},
      {"go-to-order", {{"enable", 0}}},
      {"go-to-recharge", {{"enable", 0}}},
      {"accountPayRuleConfig", {{"maxRetryCount", 3}, {"passwordEnable", 0}}},
      {"invoice-config", {{"enable", 0}}},
  };
}

json::value localize(const json::value& v, Lang lang) {
  if (v.is_object()) {
    const auto& o = v.get_object();
    if (o.contains("zh-HK") && o.size() <= 3) return json::value(I18nText::from_json(v).get(lang));
    json::object out;
    for (const auto& [k, val] : o) out[k] = localize(val, lang);
    return out;
  }
  if (v.is_array()) {
    json::array out;
    for (const auto& item : v.get_array()) out.push_back(localize(item, lang));
    return out;
  }
  if (v.is_string() && v.get_string().starts_with("images/")) return json::value("/media/" + std::string(v.get_string()));
  return v;
}

namespace {

json::object merged(json::object base, const json::object& over) {
  for (const auto& [k, v] : over) base[k] = v;
  return base;
}

http::Response global(catalog::CatalogService& svc, http::Request& req) {
  auto snap = svc.snapshot();
  json::object cfg = global_defaults();
  if (snap->brand) {
    const auto& b = *snap->brand;
    cfg = merged(std::move(cfg), b.global_config);
    // Invoices are one setting (platform invoice-config) reported in both places.
    if (auto* invoice = b.platform_config.if_contains("invoice-config")) cfg["invoiceConfig"] = *invoice;
    // The growth value's name is one setting shown in two places.
    if (auto* name = b.platform_config.if_contains("growth-value-name")) cfg["growthValueName"] = *name;
    // A banner sells what can be ordered now: one with show times is left out outside them.
    const auto now = to_hk_local(svc.clock().now_ms());
    json::array banners;
    for (const auto& banner : b.banners) {
      if (!tw::within_any(banner.show_times, now)) continue;
      banners.push_back({{"image", banner.image}, {"title", banner.title.get(req.lang)}, {"link", banner.link}});
    }
    cfg["brand"] = {{"code", b.code}, {"name", b.name.get(req.lang)}, {"logo", b.logo}, {"banners", std::move(banners)}};
  }
  return http::ok(req, localize(cfg, req.lang));
}

http::Response platform(catalog::CatalogService& svc, http::Request& req) {
  auto snap = svc.snapshot();
  json::object all = platform_defaults();
  if (snap->brand) all = merged(std::move(all), snap->brand->platform_config);
  auto codes = req.opt_str("codes");
  if (!codes) return http::ok(req, localize(all, req.lang));
  if (codes->size() > 1000) throw AppError::invalid("codes");
  json::object picked;
  std::stringstream ss(*codes);
  std::string code;
  while (std::getline(ss, code, ',')) {
    if (auto* v = all.if_contains(code)) picked[code] = *v;
  }
  return http::ok(req, localize(picked, req.lang));
}

}  // namespace

void register_routes(http::Router& router, catalog::CatalogService& svc) {
  router.get("/v1/config/global", [&svc](http::Request& req) { return global(svc, req); });
  router.get("/v1/config/platform", [&svc](http::Request& req) { return platform(svc, req); });
}

}  // namespace qsr::config
