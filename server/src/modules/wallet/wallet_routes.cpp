#include <boost/json.hpp>

#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "modules/account/account_routes.h"
#include "modules/wallet/wallet_service.h"

namespace qsr::wallet {
namespace json = boost::json;

void register_routes(http::Router& router, WalletService& wallets, account::AccountModule& accounts) {
  router.get("/v1/wallet/balance", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    return http::ok(req, json::object{{"balance", money::format(wallets.balance(*c.member_id))}});
  });

  router.post("/v1/wallet/password/set", [&](http::Request& req) {
    auto c = accounts.sessions.require_member_with_phone(req);
    wallets.set_pay_password_with_code(accounts, *c.member_id, req.str("code"), req.str("password"));
    return http::ok(req);
  });

  if (accounts.options.dev) {
    router.post("/v1/dev/wallet/topup", [&](http::Request& req) {
      auto c = accounts.sessions.require_member(req);
      auto amount = money::parse(req.str("amount"));
      if (!amount) throw AppError::invalid("amount");
      const std::string key = http::idempotency_key_of(req);
      return http::ok(req, json::object{{"balance", money::format(wallets.top_up(*c.member_id, *amount, key))}});
    });
  }
}

}  // namespace qsr::wallet
