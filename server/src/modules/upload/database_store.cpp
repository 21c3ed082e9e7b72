// The bytes of uploads in PostgreSQL (upload_store.h). They travel as bytea's text form, "\x" and
// hex: twice the size on the wire for a picture of at most 5 MB, and plain parameters both ways.
#include <sodium.h>

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "modules/upload/upload_store.h"

namespace qsr::upload {
namespace {

namespace sql {
constexpr const char* kInsert = "INSERT INTO upload_content (id, data) VALUES ($1, $2::bytea)";
constexpr const char* kRead = "SELECT data FROM upload_content WHERE id = $1";
}  // namespace sql

std::string bytea_text(std::string_view data) {
  std::string out(2 + data.size() * 2 + 1, '\0');
  out[0] = '\\';
  out[1] = 'x';
  sodium_bin2hex(out.data() + 2, out.size() - 2, reinterpret_cast<const unsigned char*>(data.data()), data.size());
  out.pop_back();  // the terminating NUL sodium wrote
  return out;
}

std::optional<std::string> bytes_of(const std::string& text) {
  if (text.size() < 2 || text[0] != '\\' || text[1] != 'x') return std::nullopt;
  std::string out((text.size() - 2) / 2, '\0');
  size_t len = 0;
  if (sodium_hex2bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data() + 2, text.size() - 2, nullptr, &len,
                     nullptr) != 0) {
    return std::nullopt;
  }
  out.resize(len);
  return out;
}

}  // namespace

void DatabaseStore::keep(db::Db& db, const std::string& name, std::string_view data,
                         const std::function<void(db::Tx&)>& write_row) const {
  db.write([&](db::Tx& tx) {
    write_row(tx);
    tx.exec(sql::kInsert, {name, bytea_text(data)});
  });
}

std::optional<std::string> DatabaseStore::read(db::Db& db, const std::string& name) const {
  auto text = db.read_value([&](db::Tx& tx) -> std::optional<std::string> {
    auto r = tx.query_one(sql::kRead, {name});
    if (!r) return std::nullopt;
    return r->str(0);
  });
  if (!text) return std::nullopt;
  auto bytes = bytes_of(*text);
  if (!bytes) {
    spdlog::error("upload {}: stored content is not bytea text", name);
    throw AppError(500, 500, "upload_failed");
  }
  return bytes;
}

}  // namespace qsr::upload
