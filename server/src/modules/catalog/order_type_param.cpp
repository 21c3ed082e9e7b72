#include "modules/catalog/order_type_param.h"

#include "core/app_error.h"

namespace qsr::catalog {

std::optional<OrderType> order_type_param(const http::Request& req) {
  auto v = req.opt_int("orderType");
  if (!v) v = req.opt_int("order_type");
  if (!v) return std::nullopt;
  auto t = order_type_from_int(*v);
  if (!t) throw AppError::invalid("orderType");
  return t;
}

OrderType required_order_type(const http::Request& req) {
  auto t = order_type_param(req);
  if (!t) throw AppError::missing("orderType");
  return *t;
}

}  // namespace qsr::catalog
