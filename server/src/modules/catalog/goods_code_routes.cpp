#include "modules/catalog/goods_code_routes.h"

#include <boost/json.hpp>

#include "http/envelope.h"
#include "modules/catalog/goods_codes.h"

namespace qsr::catalog {
namespace json = boost::json;

namespace {

json::object code_json(const GoodsCode& c) { return {{"code", c.code}, {"goodsId", c.goods_id}, {"optionId", c.option_id}}; }

}  // namespace

void register_goods_code_routes(http::Router& router, CatalogService& catalog, account::AccountModule& accounts) {
  router.get("/admin/v1/goods-codes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    json::array list;
    for (const auto& c : goods_codes(catalog, req.opt_int("goodsId").value_or(0))) list.push_back(code_json(c));
    const auto total = static_cast<int64_t>(list.size());
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", total}});
  });

  // Prints a new code, or moves one to other goods: the table's lookup answers it at once.
  router.post("/admin/v1/goods-codes", [&](http::Request& req) {
    account::require_admin(accounts, req);
    return http::ok(req, code_json(save_goods_code(catalog, req.str("code"), req.integer("goodsId"), req.opt_int("optionId").value_or(0))));
  });

  router.post("/admin/v1/goods-codes/delete", [&](http::Request& req) {
    account::require_admin(accounts, req);
    remove_goods_code(catalog, req.str("code"));
    return http::ok(req, json::object{});
  });
}

}  // namespace qsr::catalog
