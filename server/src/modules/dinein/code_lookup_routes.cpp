#include "modules/dinein/code_lookup_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/messages.h"
#include "core/money.h"
#include "http/envelope.h"
#include "modules/catalog/goods_codes.h"

namespace qsr::dinein {
namespace json = boost::json;

void register_code_lookup_routes(http::Router& router, catalog::CatalogService& catalog) {
  // Public like the store's menu: `sid` (the table's store) and `code` (or the seed's `skuCode`,
  // `barcode`). The ids are what the menu's detail and the table's addDish take.
  router.get("/v1/DinnerOrder/getSkuIdByCode", [&](http::Request& req) {
    auto code = req.opt_str("code", "skuCode");
    if (!code) code = req.opt_str("barcode", "itemCode");
    if (!code) throw AppError::missing("code");
    const catalog::CodeMatch m = catalog::goods_by_code(catalog, req.integer("sid"), *code);
    const auto key = catalog::sale_state_message_key(m.state);
    return http::ok(req, json::object{{"goodsId", m.goods->goods_id},
                                      {"skuId", m.spec ? m.spec->option_id : 0},
                                      {"goodsType", m.goods->goods_type},
                                      {"name", m.goods->name.get(req.lang)},
                                      {"specName", m.spec ? m.spec->name.get(req.lang) : ""},
                                      {"hasSpecs", !m.goods->specs.empty()},
                                      {"price", money::format(m.price)},
                                      {"status", static_cast<int>(m.state)},
                                      {"statusText", key.empty() ? std::string() : message(req.lang, key)}});
  });
}

}  // namespace qsr::dinein
