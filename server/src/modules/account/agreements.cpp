#include "modules/account/agreements.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/files.h"
#include "core/i18n.h"

namespace qsr::account {
namespace sql {
constexpr const char* kInsert =
    "INSERT INTO agreement (type, version, channel, title, content, updated_at) VALUES ($1, $2, $3, $4, $5, $6)"
    " ON CONFLICT (type, version) DO NOTHING";
constexpr const char* kConsentCurrent =
    "INSERT INTO agreement_consent (member_id, agreement_id, status, updated_at)"
    " SELECT $1, a.id, 1, $2 FROM agreement a WHERE a.version = (SELECT MAX(b.version) FROM agreement b WHERE b.type = a.type)"
    " ON CONFLICT (member_id, agreement_id) DO UPDATE SET status = 1, updated_at = excluded.updated_at";
constexpr const char* kLatest =
    "SELECT a.id, a.type, a.version, a.title, a.updated_at FROM agreement a"
    " WHERE a.version = (SELECT MAX(b.version) FROM agreement b WHERE b.type = a.type) ORDER BY a.type";
constexpr const char* kOne = "SELECT id, type, version, title, content, updated_at FROM agreement WHERE id = $1";
constexpr const char* kLatestOfType = "SELECT id FROM agreement WHERE type = $1 ORDER BY version DESC LIMIT 1";
constexpr const char* kConsents =
    "SELECT a.type, a.version, c.status, c.updated_at FROM agreement_consent c JOIN agreement a ON a.id = c.agreement_id"
    " WHERE c.member_id = $1";
constexpr const char* kUpsertConsent =
    "INSERT INTO agreement_consent (member_id, agreement_id, status, updated_at) VALUES ($1, $2, $3, $4)"
    " ON CONFLICT (member_id, agreement_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at";
}  // namespace sql

AgreementPage AgreementService::latest(int64_t offset, int64_t page_size) {
  return db_.read_value([&](db::Tx& tx) {
    AgreementPage page;
    for (const auto& r : tx.query(sql::kLatest)) {
      ++page.total;
      if (page.total <= offset || page.total > offset + page_size) continue;
      page.items.push_back({r.i64(0), r.str(1), r.i64(2), I18nText::from_json_text(r.str(3)), {}, r.i64(4)});
    }
    return page;
  });
}

std::optional<Agreement> AgreementService::find(int64_t id) {
  auto row = db_.read_value([&](db::Tx& tx) { return tx.query_one(sql::kOne, {id}); });
  if (!row) return std::nullopt;
  return Agreement{row->i64(0), row->str(1), row->i64(2), I18nText::from_json_text(row->str(3)),
                   I18nText::from_json_text(row->str(4)), row->i64(5)};
}

std::vector<Consent> AgreementService::consents(int64_t member_id) {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<Consent> out;
    for (const auto& r : tx.query(sql::kConsents, {member_id})) out.push_back({r.str(0), r.i64(1), r.i64(2), r.i64(3)});
    return out;
  });
}

std::optional<std::string> AgreementService::set_consent(const Caller& caller, const std::string& type, int64_t status,
                                                         const ClientInfo& client) {
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) -> std::optional<std::string> {
    auto latest = tx.query_one(sql::kLatestOfType, {type});
    if (!latest) throw AppError::invalid("agreementType");
    tx.exec(sql::kUpsertConsent, {*caller.member_id, latest->i64(0), status, now});
    if (status != 0) return std::nullopt;
    // Withdrawing consent releases the authorisation: this session ends here.
    sessions_.revoke(tx, caller.session_id);
    return sessions_.create_visitor(tx, client).token;
  });
}

void seed_agreements(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = read_json_file(dir / "agreements.json");
  if (!file) return;
  const boost::json::value& v = *file;
  if (!v.is_object() || !v.get_object().contains("agreements") || !v.at("agreements").is_array()) {
    throw std::runtime_error("agreements.json: expected {\"agreements\": [...]}");
  }
  db.write([&](db::Tx& tx) {
    for (const auto& a : v.at("agreements").as_array()) {
      const auto& o = a.as_object();
      if (!o.contains("type") || !o.contains("version") || !o.contains("title") || !o.contains("content")) {
        throw std::runtime_error("agreements.json: each agreement needs type, version, title and content");
      }
      tx.exec(sql::kInsert, {std::string(o.at("type").as_string()), o.at("version").as_int64(),
                             o.contains("channel") ? std::string(o.at("channel").as_string()) : std::string("nonage"),
                             I18nText::from_json(o.at("title")).to_json_text(),
                             I18nText::from_json(o.at("content")).to_json_text(), now_ms});
    }
  });
}

void consent_to_current(db::Tx& tx, int64_t member_id, int64_t now_ms) { tx.exec(sql::kConsentCurrent, {member_id, now_ms}); }

}  // namespace qsr::account
