#pragma once

#include <string>

#include "http/router.h"
#include "modules/account/account_routes.h"
#include "modules/cart/cart_service.h"
#include "modules/catalog/catalog_service.h"
#include "modules/coupon/coupon_service.h"

namespace qsr::coupon {

// The member's coupon wallet, the voucher centre, codes and gifts (/v1/...), and the brand's
// templates, campaigns and codes (/admin/v1/coupon/...). `app_url` builds gift links.
void register_routes(http::Router& router, CouponService& coupons, catalog::CatalogService& catalog,
                     account::AccountModule& accounts, std::string app_url);
// The coupon module put together: its routes and its hooks (coupon_module.cpp).
void install(http::Router& router, CouponService& coupons, cart::CartService& carts, catalog::CatalogService& catalog,
             account::AccountModule& accounts, std::string app_url);

}  // namespace qsr::coupon
