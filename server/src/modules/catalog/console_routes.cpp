#include "modules/catalog/console_routes.h"

#include <boost/json.hpp>

#include "core/messages.h"
#include "http/envelope.h"
#include "modules/catalog/catalog_views.h"

namespace qsr::catalog {
namespace json = boost::json;

void register_console_routes(http::Router& router, CatalogService& catalog, account::AccountModule& accounts,
                             http::Publisher& publisher) {
  router.post("/v1/console/goods/status", [&](http::Request& req) {
    int64_t sid = accounts.sessions.require_staff_store(req);
    int64_t goods_id = req.integer("goodsId");
    int64_t option_id = req.opt_int("optionId").value_or(0);
    std::string status = req.str("status");
    if (status != "on_sale" && status != "sold_out") throw AppError::invalid("status");
    auto snap = catalog.snapshot();
    if (!snap->store(sid)) throw AppError::not_found("store_not_found");
    const Goods* g = snap->find_goods(goods_id);
    if (!g) throw AppError::not_found("goods_not_found");
    if (option_id != 0 && std::none_of(g->specs.begin(), g->specs.end(), [&](const Spec& s) { return s.option_id == option_id; })) {
      throw AppError::not_found("goods_spec_removed");
    }
    catalog.set_goods_status(sid, goods_id, option_id, status);
    return http::ok(req, json::object{{"sid", sid}, {"goodsId", goods_id}, {"optionId", option_id}, {"status", status}});
  });

  router.post("/v1/console/store/status", [&](http::Request& req) {
    int64_t sid = accounts.sessions.require_staff_store(req);
    std::string status = req.str("status");
    if (!store_status_from(status)) throw AppError::invalid("status");
    if (!catalog.set_store_status(sid, status)) throw AppError::not_found("store_not_found");
    auto snap = catalog.snapshot();
    const Store* s = snap->store(sid);
    json::object store = store_json(*snap, *s, req.lang, to_hk_local(catalog.clock().now_ms()), std::nullopt);
    publisher.publish("store:" + std::to_string(sid), json::object{{"type", "store-status"}, {"sid", sid},
                                                                   {"businessStatus", store["businessStatus"]}});
    return http::ok(req, std::move(store));
  });
}

}  // namespace qsr::catalog
