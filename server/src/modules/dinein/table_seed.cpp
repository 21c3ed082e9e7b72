#include "modules/dinein/table_seed.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/files.h"
#include "modules/dinein/table_tokens.h"

namespace qsr::dinein {

void seed_tables(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = read_json_file(dir / "tables.json");
  if (!file) return;
  const boost::json::value& v = *file;
  if (!v.is_object() || !v.as_object().contains("tables")) throw std::runtime_error("tables.json: expected {\"tables\": [...]}");
  db.write([&](db::Tx& tx) {
    for (const auto& store : v.at("tables").as_array()) {
      const auto& o = store.as_object();
      const int64_t sid = o.at("sid").as_int64();
      const int64_t seats = o.contains("seats") ? o.at("seats").as_int64() : 4;
      for (const auto& t : o.at("tables").as_array()) {
        add_table(tx, sid, std::string(t.as_string()), seats, now_ms);
      }
    }
  });
}

}  // namespace qsr::dinein
