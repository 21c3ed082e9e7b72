#include "modules/account/agreements.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <boost/json.hpp>

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
}  // namespace sql

void seed_agreements(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  std::ifstream in(dir / "agreements.json");
  if (!in) return;
  std::stringstream ss;
  ss << in.rdbuf();
  boost::system::error_code ec;
  auto v = boost::json::parse(ss.str(), ec);
  if (ec || !v.is_object() || !v.get_object().contains("agreements") || !v.at("agreements").is_array()) {
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
