#include "modules/membercode/membercode_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/money.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "modules/level/level_views.h"

namespace qsr::membercode {
namespace json = boost::json;

namespace {

constexpr int64_t kMaxSaleCents = 10'000'000;  // HK$100,000 on one receipt

const char* state_name(CodeState s) {
  switch (s) {
    case CodeState::valid: return "valid";
    case CodeState::expired: return "expired";
    case CodeState::used: return "used";
  }
  return "valid";
}

// Receipt numbers as tills print them: letters, digits and - _ / . up to 40.
std::string receipt_of(const http::Request& req) {
  std::string r = req.str("receiptNo");
  if (r.empty() || r.size() > 40 || r.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_/.") != std::string::npos) {
    throw AppError::invalid("receiptNo");
  }
  return r;
}

json::object sale_json(const TillSale& s) {
  return {{"receiptNo", s.receipt_no}, {"amount", money::format(s.amount)}, {"points", s.points},
          {"growth", s.growth},        {"memberId", s.member_id},          {"createdAt", s.created_at}};
}

}  // namespace

void install(http::Router& router, MemberCodeService& codes, account::AccountModule& accounts) {
  // The spec's wmall/member/index/dynamic_code: a new code each call, good for a minute.
  router.get("/v1/member/code", [&](http::Request& req) {
    auto c = accounts.sessions.require_member(req);
    const IssuedCode code = codes.issue(*c.member_id);
    return http::ok(req, json::object{{"code", code.code}, {"expiresAt", code.expires_at}, {"refreshMs", kCodeLifeMs}});
  });

  router.get("/v1/console/member-code", [&](http::Request& req) {
    accounts.sessions.require_staff(req);
    const CodeLookup l = codes.lookup(req.str("code"), req.lang);
    // What staff may act on: the types held now and the requests waiting for the card to be seen.
    json::array types;
    for (const auto& t : l.types) {
      if (t.held(l.now_ms) || t.status == "pending") types.push_back(level::member_type_json(t, l.now_ms));
    }
    return http::ok(req, json::object{{"types", std::move(types)},
                                      {"state", state_name(l.state)},
                                      {"memberId", l.member_id},
                                      {"nickName", l.nickname},
                                      {"phone", l.phone_masked},
                                      {"levelName", l.level_name.empty() ? json::value(nullptr) : json::value(l.level_name)},
                                      {"points", l.points},
                                      {"expiresAt", l.expires_at}});
  });

  router.post("/v1/console/member-code/sale", [&](http::Request& req) {
    auto staff = accounts.sessions.require_staff(req);
    SaleInput in;
    in.sid = accounts.sessions.require_staff_store(req);
    in.staff_id = *staff.member_id;
    in.code = req.str("code");
    in.receipt_no = receipt_of(req);
    auto amount = money::parse(req.str("amount"));
    if (!amount || *amount <= 0 || *amount > kMaxSaleCents) throw AppError::invalid("amount");
    in.amount = *amount;
    return http::ok(req, sale_json(codes.record_sale(in)));
  });
}

}  // namespace qsr::membercode
