// Agreements: the list (spec 000 §4: channel 'nonage', type 5, page size 100), the text of one
// (richText page), and the member's consent: agree, or withdraw (which ends the session: the
// client goes on as a visitor, spec 000 §4).
#include <boost/json.hpp>

#include "http/envelope.h"
#include "http/paging.h"
#include "modules/account/account_routes.h"
#include "modules/account/agreements.h"

namespace qsr::account {
namespace json = boost::json;

namespace sql {
constexpr const char* kLatest =
    "SELECT a.id, a.type, a.version, a.title, a.updated_at FROM agreement a"
    " WHERE a.version = (SELECT MAX(b.version) FROM agreement b WHERE b.type = a.type) ORDER BY a.type";
constexpr const char* kOne = "SELECT id, type, version, title, content, updated_at FROM agreement WHERE id = $1";
constexpr const char* kLatestOfType =
    "SELECT id FROM agreement WHERE type = $1 ORDER BY version DESC LIMIT 1";
constexpr const char* kConsents =
    "SELECT a.type, a.version, c.status, c.updated_at FROM agreement_consent c JOIN agreement a ON a.id = c.agreement_id"
    " WHERE c.member_id = $1";
constexpr const char* kUpsertConsent =
    "INSERT INTO agreement_consent (member_id, agreement_id, status, updated_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (member_id, agreement_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at";
}  // namespace sql

namespace {

std::string type_name(const std::string& type, Lang lang) {
  if (type == "userPrivacyTreaty") return lang == Lang::en ? "Privacy policy" : lang == Lang::zh_CN ? "隐私政策" : "私隱政策";
  if (type == "memberTreaty") return lang == Lang::en ? "Member terms" : lang == Lang::zh_CN ? "会员条款" : "會員條款";
  return type;
}

}  // namespace

void register_agreement_routes(http::Router& router, AccountModule& m) {
  router.get("/v1/member/agreement/list", [&m](http::Request& req) {
    auto page = http::paging(req, 100);
    json::array list;
    int64_t total = 0;
    m.db.read([&](db::Tx& tx) {
      for (const auto& r : tx.query(sql::kLatest)) {
        ++total;
        if (total <= page.offset() || total > page.offset() + page.page_size) continue;
        std::string title = I18nText::from_json_text(r.str(3)).get(req.lang);
        json::object extension{{"type", r.str(1)}, {"title", title}, {"typeName", type_name(r.str(1), req.lang)}};
        list.push_back({{"id", r.i64(0)}, {"version", r.i64(2)}, {"extension", json::serialize(extension)},
                        {"updateTime", r.i64(4)}});
      }
    });
    return http::ok(req, http::page(std::move(list), total));
  });

  router.get("/v1/member/agreement/detail", [&m](http::Request& req) {
    int64_t id = req.integer("id");
    auto row = m.db.read_value([&](db::Tx& tx) { return tx.query_one(sql::kOne, {id}); });
    if (!row) throw AppError::not_found();
    return http::ok(req, json::object{{"id", row->i64(0)},
                                      {"type", row->str(1)},
                                      {"version", row->i64(2)},
                                      {"title", I18nText::from_json_text(row->str(3)).get(req.lang)},
                                      {"content", I18nText::from_json_text(row->str(4)).get(req.lang)},
                                      {"updateTime", row->i64(5)}});
  });

  router.get("/v1/member/agreement/status", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    json::array list;
    m.db.read([&](db::Tx& tx) {
      for (const auto& r : tx.query(sql::kConsents, {*c.member_id})) {
        list.push_back({{"type", r.str(0)}, {"version", r.i64(1)}, {"status", r.i64(2)}, {"updateTime", r.i64(3)}});
      }
    });
    auto total = static_cast<int64_t>(list.size());
    return http::ok(req, http::page(std::move(list), total));
  });

  router.post("/v1/member/agreement/status", [&m](http::Request& req) {
    Caller c = m.sessions.require_member(req);
    std::string type = req.opt_str("agreementType").value_or("userPrivacyTreaty");
    int64_t status = req.integer("status");
    if (status != 0 && status != 1) throw AppError::invalid("status");
    const int64_t now = m.clock.now_ms();
    std::string visitor_token;
    m.db.write([&](db::Tx& tx) {
      auto latest = tx.query_one(sql::kLatestOfType, {type});
      if (!latest) throw AppError::invalid("agreementType");
      tx.exec(sql::kUpsertConsent, {*c.member_id, latest->i64(0), status, now});
      if (status == 0) {
        // Withdrawing consent releases the authorisation: this session ends here.
        m.sessions.revoke(tx, c.session_id);
        visitor_token = m.sessions.create_visitor(tx, req).token;
      }
    });
    json::object data{{"status", status}};
    http::Response res;
    if (!visitor_token.empty()) {
      data["token"] = visitor_token;
      data["mode"] = "tourist";
      res = http::ok(req, std::move(data));
      res.set_header("auth", visitor_token);
    } else {
      res = http::ok(req, std::move(data));
    }
    return res;
  });
}

}  // namespace qsr::account
