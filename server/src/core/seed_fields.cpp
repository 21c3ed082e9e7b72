#include "core/seed_fields.h"

#include <stdexcept>

#include <boost/json.hpp>

#include "core/files.h"
#include "core/money.h"

namespace qsr::seed {

std::optional<boost::json::value> object_file(const std::filesystem::path& dir, const char* name) {
  auto file = read_json_file(dir / name);
  if (file && !file->is_object()) throw std::runtime_error(std::string(name) + ": not a JSON object (is it valid JSON?)");
  return file;
}

int64_t money_at(const boost::json::object& o, const char* key, const std::string& where) {
  const auto* v = o.if_contains(key);
  if (!v) return 0;
  const auto cents = v->is_string() ? money::parse(std::string(v->get_string())) : std::nullopt;
  if (!cents) throw std::runtime_error(where + "." + key + " is not money like \"38\"");
  return *cents;
}

I18nText text_at(const boost::json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  return v ? I18nText::from_json(*v) : I18nText{};
}

int int_at(const boost::json::object& o, const char* key, int fallback) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? static_cast<int>(v->as_int64()) : fallback;
}

std::string media_url(const std::string& path) { return path.empty() ? "" : "/media/" + path; }

}  // namespace qsr::seed
