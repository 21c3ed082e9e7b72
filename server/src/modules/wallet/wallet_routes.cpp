#include <boost/json.hpp>

#include "core/money.h"
#include "http/envelope.h"
#include "http/idempotency.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/wallet/wallet_service.h"

namespace qsr::wallet {
namespace json = boost::json;

void register_routes(http::Router& router, WalletService& wallets, account::AccountModule& accounts) {
  // The balance, and of it what the member paid in (principal) and what was gifted (bonus).
  router.get("/v1/wallet/balance", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const Balance b = wallets.balances(*c.member_id);
    // The single-store accounts beside the brand's (spec 000 §3), each spendable at its store only.
    json::array stores;
    for (const auto& a : wallets.accounts(*c.member_id)) {
      if (a.sid == kBrandAccount) continue;
      stores.push_back({{"sid", a.sid}, {"balance", money::format(a.balance.total)}, {"bonus", money::format(a.balance.bonus)}});
    }
    return http::ok(req, json::object{{"balance", money::format(b.total)},
                                      {"principal", money::format(b.total - b.bonus)},
                                      {"bonus", money::format(b.bonus)},
                                      {"stores", std::move(stores)}});
  });

  router.get("/v1/wallet/records", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const http::Paging p = http::paging(req);
    const auto page = wallets.history(*c.member_id, p.page_size, p.offset());
    json::array list;
    for (const auto& r : page.list) {
      json::object o{{"id", r.id},
                     {"amount", money::format(r.delta)},
                     {"bonus", money::format(r.bonus_delta)},
                     {"balanceAfter", money::format(r.balance_after)},
                     {"kind", r.kind},
                     {"createdAt", r.created_at}};
      // What it was for: the order paid or refunded, or the recharge order.
      if (!r.reference.empty() && (r.kind == "pay" || r.kind == "refund")) o["orderNo"] = r.reference;
      if (r.kind == "recharge") o["rechargeNo"] = r.reference;
      if (r.sid != kBrandAccount) o["sid"] = r.sid;  // a store's own account
      list.push_back(std::move(o));
    }
    return http::ok(req, json::object{{"list", std::move(list)}, {"total", page.total}});
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
