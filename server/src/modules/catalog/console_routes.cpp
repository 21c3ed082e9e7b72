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
    const auto manual = store_status_from(status);
    if (!manual) throw AppError::invalid("status");
    auto snap = catalog.snapshot();
    const Store* current = snap->store(sid);
    if (!current) throw AppError::not_found("store_not_found");
    Store changed = *current;
    changed.status = *manual;
    json::object store = store_json(*snap, changed, req.lang, to_hk_local(catalog.clock().now_ms()), std::nullopt);
    const json::object event{{"type", "store-status"}, {"sid", sid}, {"businessStatus", store["businessStatus"]}};
    if (!catalog.set_store_status(sid, status, publisher, event)) throw AppError::not_found("store_not_found");
    return http::ok(req, std::move(store));
  });
}

}  // namespace qsr::catalog
