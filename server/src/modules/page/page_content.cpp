#include "modules/page/page_content.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include <boost/json.hpp>

#include "core/app_error.h"
#include "core/files.h"
#include "core/seed_fields.h"
#include "modules/catalog/catalog_types.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace json = boost::json;
namespace {

constexpr size_t kMaxEntries = 100;  // of one group, slot, page or scene
constexpr size_t kMaxValue = 64;

std::string string_at(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return "";
  if (!v->is_string()) throw std::invalid_argument(std::string(key) + " must be a string");
  return std::string(v->get_string());
}

template <typename T, typename Read>
std::vector<T> list_at(const json::object& o, const char* key, Read read) {
  std::vector<T> out;
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return out;
  if (!v->is_array()) throw std::invalid_argument(std::string(key) + " must be a list");
  for (const auto& item : v->get_array()) out.push_back(read(item));
  return out;
}

int64_t whole(const json::value& v) {
  if (!v.is_int64()) throw std::invalid_argument("expected a whole number");
  return v.get_int64();
}

std::string text_of(const json::value& v) {
  if (!v.is_string() || v.get_string().empty() || v.get_string().size() > kMaxValue) throw std::invalid_argument("expected a short text");
  return std::string(v.get_string());
}

void require(bool ok, const char* problem) {
  if (!ok) throw std::invalid_argument(problem);
}

json::array strings_json(const std::vector<std::string>& list) {
  json::array out;
  for (const auto& s : list) out.push_back(json::value(s));
  return out;
}

json::array numbers_json(const std::vector<int64_t>& list) {
  json::array out;
  for (auto n : list) out.push_back(n);
  return out;
}

// The entry as stored: read back by content_entry_of.
json::object stored_json(const ContentEntry& e) {
  return {{"value", e.value},
          {"label", e.label.to_json()},
          {"text", e.text.to_json()},
          {"image", e.image},
          {"link", e.link},
          {"showTimes", catalog::windows_to_json(e.show_times)},
          {"stores", numbers_json(e.stores)},
          {"channels", strings_json(e.channels)},
          {"orderTypes", numbers_json(e.order_types)}};
}

// Each entry checked (content_entry_of) and in its stored form; `refuse(i, problem)` is called
// for the first that is not allowed, and throws.
template <typename Refuse>
json::array stored_entries(ContentKind kind, const json::array& list, Refuse refuse) {
  json::array stored;
  for (size_t i = 0; i < list.size(); ++i) {
    try {
      stored.push_back(stored_json(content_entry_of(kind, list[i])));
    } catch (const std::invalid_argument& e) {
      refuse(i, e.what());
    }
  }
  return stored;
}

}  // namespace

const char* content_kind_name(ContentKind kind) {
  switch (kind) {
    case ContentKind::dictionary: return "dictionary";
    case ContentKind::advertisement: return "advertisement";
    case ContentKind::button: return "button";
    case ContentKind::notice: return "notice";
  }
  return "";
}

std::optional<ContentKind> content_kind_of(std::string_view name) {
  for (ContentKind k : {ContentKind::dictionary, ContentKind::advertisement, ContentKind::button, ContentKind::notice}) {
    if (name == content_kind_name(k)) return k;
  }
  return std::nullopt;
}

bool is_content_code(const std::string& code) {
  if (code.empty() || code.size() > 40) return false;
  return std::all_of(code.begin(), code.end(), [](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
  });
}

ContentEntry content_entry_of(ContentKind kind, const json::value& v) {
  require(v.is_object(), "an entry must be an object");
  const auto& o = v.get_object();
  ContentEntry e;
  // Files write a dictionary entry's value and a button's code; what is stored writes `value`.
  e.value = string_at(o, kind == ContentKind::button && o.contains("code") ? "code" : "value");
  e.label = seed::text_at(o, kind == ContentKind::dictionary || kind == ContentKind::button ? "label" : "title");
  if (e.label.empty()) e.label = seed::text_at(o, "label");
  e.text = seed::text_at(o, kind == ContentKind::notice && o.contains("content") ? "content" : "text");
  e.image = string_at(o, kind == ContentKind::button && o.contains("icon") ? "icon" : "image");
  if (e.image.rfind("images/", 0) == 0) e.image = seed::media_url(e.image);
  e.link = string_at(o, "link");
  if (const auto* times = o.if_contains("showTimes")) e.show_times = catalog::parse_windows(*times);
  e.stores = list_at<int64_t>(o, "stores", whole);
  e.channels = list_at<std::string>(o, "channels", text_of);
  e.order_types = list_at<int64_t>(o, "orderTypes", whole);
  for (auto t : e.order_types) require(catalog::order_type_from_int(t).has_value(), "orderTypes: 1, 2 or 3");

  require(!e.label.empty() || kind == ContentKind::notice, "a label (title) is required");
  require(e.image.empty() || is_safe_image(e.image), "image must be a picture of ours or an https address");
  require(e.link.empty() || is_safe_link(e.link), "link must be a path of ours or an https address");
  switch (kind) {
    case ContentKind::dictionary: require(!e.value.empty() && e.value.size() <= kMaxValue, "a value is required"); break;
    case ContentKind::advertisement: require(!e.image.empty(), "an image is required"); break;
    case ContentKind::button:
      require(!e.value.empty() && e.value.size() <= kMaxValue, "a code is required");
      require(!e.link.empty(), "a link is required");
      break;
    case ContentKind::notice: require(!e.text.empty(), "a content is required"); break;
  }
  return e;
}

std::vector<ContentEntry> ContentService::entries(ContentKind kind, const std::string& code, const char* param) {
  if (!is_content_code(code)) throw AppError::invalid(param);
  const auto stored = db_.read_value([&](db::Tx& tx) {
    auto row = tx.query_one("SELECT entries FROM page_content WHERE kind = $1 AND code = $2", {std::string(content_kind_name(kind)), code});
    return row ? row->str(0) : std::string("[]");
  });
  std::vector<ContentEntry> out;
  // Stored only after content_entry_of checked it; read back the same way.
  const json::value parsed = json::parse(stored);
  for (const auto& v : parsed.as_array()) out.push_back(content_entry_of(kind, v));
  return out;
}

std::vector<ContentService::Configured> ContentService::configured() {
  return db_.read_value([&](db::Tx& tx) {
    std::vector<Configured> out;
    for (const auto& r : tx.query("SELECT kind, code, entries, updated_at FROM page_content ORDER BY kind, code")) {
      auto kind = content_kind_of(r.str(0));
      if (!kind) continue;
      out.push_back({*kind, r.str(1), json::parse(r.str(2)).as_array(), r.i64(3)});
    }
    return out;
  });
}

ContentService::Configured ContentService::replace(ContentKind kind, const std::string& code, const json::array& entries) {
  if (!is_content_code(code)) throw AppError::invalid("code");
  if (entries.size() > kMaxEntries) throw AppError::invalid("entries");
  json::array stored = stored_entries(kind, entries, [](size_t i, const char* problem) {
    // For the operator: which entry, and what is wrong with it (the words stay English, as the
    // brand files' errors do).
    AppError bad = AppError::invalid("entries[" + std::to_string(i) + "]");
    bad.data = json::object{{"problem", problem}};
    throw bad;
  });
  const int64_t now = clock_.now_ms();
  const std::string name = content_kind_name(kind);
  db_.write([&](db::Tx& tx) {
    if (stored.empty()) {
      tx.exec("DELETE FROM page_content WHERE kind = $1 AND code = $2", {name, code});
      return;
    }
    tx.exec("INSERT INTO page_content (kind, code, entries, updated_at) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (kind, code) DO UPDATE SET entries = excluded.entries, updated_at = excluded.updated_at",
            {name, code, json::serialize(stored), now});
  });
  return {kind, code, std::move(stored), now};
}

std::vector<ContentEntry> ContentService::dictionary(const std::string& group) {
  return entries(ContentKind::dictionary, group, "groupCode");
}

std::vector<ContentEntry> ContentService::advertisements(const std::string& slot, std::optional<int64_t> sid) {
  auto list = entries(ContentKind::advertisement, slot, "position");
  const auto now = to_hk_local(clock_.now_ms());
  std::erase_if(list, [&](const ContentEntry& e) {
    const bool here = e.stores.empty() || (sid && std::find(e.stores.begin(), e.stores.end(), *sid) != e.stores.end());
    return !here || !tw::within_any(e.show_times, now);
  });
  return list;
}

std::vector<ContentEntry> ContentService::buttons(const std::string& page, const std::string& channel) {
  if (!is_content_code(channel)) throw AppError::invalid("channel");
  auto list = entries(ContentKind::button, page, "pageCode");
  std::erase_if(list, [&](const ContentEntry& e) {
    return !e.channels.empty() && std::find(e.channels.begin(), e.channels.end(), channel) == e.channels.end();
  });
  return list;
}

std::vector<ContentEntry> ContentService::notices(const std::string& scene, std::optional<int64_t> order_type) {
  auto list = entries(ContentKind::notice, scene, "scene");
  std::erase_if(list, [&](const ContentEntry& e) {
    return order_type && !e.order_types.empty() &&
           std::find(e.order_types.begin(), e.order_types.end(), *order_type) == e.order_types.end();
  });
  return list;
}

void seed_content(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = read_json_file(dir / "page-content.json");
  if (!file) return;
  const auto fail = [](const std::string& where, const std::string& problem) {
    throw std::runtime_error("page-content.json: " + where + ": " + problem);
  };
  if (!file->is_object()) fail("the file", "expected an object");
  struct Section {
    const char* key;
    ContentKind kind;
  };
  std::vector<std::tuple<ContentKind, std::string, std::string>> rows;
  for (const Section s : {Section{"dictionaries", ContentKind::dictionary}, Section{"advertisements", ContentKind::advertisement},
                          Section{"pageButtons", ContentKind::button}, Section{"ruleNotices", ContentKind::notice}}) {
    const auto* section = file->as_object().if_contains(s.key);
    if (!section) continue;
    if (!section->is_object()) fail(s.key, "expected an object of codes");
    for (const auto& [code, list] : section->get_object()) {
      const std::string where = std::string(s.key) + "." + std::string(code);
      if (!is_content_code(std::string(code))) fail(where, "a code is 1-40 of letters, digits, - _ .");
      if (!list.is_array() || list.as_array().size() > kMaxEntries) fail(where, "expected a list of at most 100 entries");
      json::array stored = stored_entries(s.kind, list.as_array(), [&](size_t i, const char* problem) { fail(where + "[" + std::to_string(i) + "]", problem); });
      rows.emplace_back(s.kind, std::string(code), json::serialize(stored));
    }
  }
  db.write([&](db::Tx& tx) {
    if (tx.query_one("SELECT COUNT(*) FROM page_content")->i64(0) > 0) return;
    for (const auto& [kind, code, entries] : rows) {
      tx.exec("INSERT INTO page_content (kind, code, entries, updated_at) VALUES ($1, $2, $3, $4)",
              {std::string(content_kind_name(kind)), code, entries, now_ms});
    }
  });
}

}  // namespace qsr::page
