// Content operators configure for the client's screens (docs/decisions/0056), loaded from the
// brand folder's page-content.json: dictionaries by group code (the seed's aggDict), advertisements
// by slot (advertisement/match), a page's buttons by page and channel (website/page/button/match)
// and rule notices by scene (ruleNotice/queryByConditions). A code nobody configured has no
// entries: an empty list, not an error.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "core/clock.h"
#include "core/i18n.h"
#include "core/time_windows.h"
#include "db/db.h"

namespace qsr::page {

enum class ContentKind { dictionary, advertisement, button, notice };

// One entry of a group, slot, page or scene; which fields it has depends on its kind.
struct ContentEntry {
  std::string value;  // a dictionary entry's value, a button's code
  I18nText label;     // a dictionary entry's label, an advertisement's or a notice's title, a button's label
  I18nText text;      // a notice's content
  std::string image;  // an advertisement's picture, a button's icon
  std::string link;   // where a tap goes
  std::vector<tw::WeeklyWindow> show_times;  // advertisements: when shown (empty: always)
  std::vector<int64_t> stores;               // advertisements: where shown (empty: every store)
  std::vector<std::string> channels;         // buttons: for which clients (empty: every one)
  std::vector<int64_t> order_types;          // notices: for which order types (empty: every one)
};

class ContentService {
 public:
  ContentService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  // Each answers the entries in their configured order; 400 naming the parameter for a code that
  // is not 1-40 of letters, digits, '-', '_' and '.'.
  std::vector<ContentEntry> dictionary(const std::string& group);
  // The slot's advertisements shown now (Hong Kong time), at the store `sid` when one is given.
  std::vector<ContentEntry> advertisements(const std::string& slot, std::optional<int64_t> sid);
  std::vector<ContentEntry> buttons(const std::string& page, const std::string& channel);
  std::vector<ContentEntry> notices(const std::string& scene, std::optional<int64_t> order_type);

  // The operators' side: every configured code of every kind, as stored (the same fields the
  // brand file writes), and replacing one code's entries. Each entry is checked as when the
  // brand folder is loaded; an empty list removes the code. Readers see the change at once, on
  // every server (nothing is cached).
  struct Configured {
    ContentKind kind;
    std::string code;
    boost::json::array entries;
    int64_t updated_at = 0;
  };
  std::vector<Configured> configured();
  Configured replace(ContentKind kind, const std::string& code, const boost::json::array& entries);

 private:
  std::vector<ContentEntry> entries(ContentKind kind, const std::string& code, const char* param);
  db::Db& db_;
  const Clock& clock_;
};

bool is_content_code(const std::string& code);
const char* content_kind_name(ContentKind kind);
std::optional<ContentKind> content_kind_of(std::string_view name);

// A file entry checked and read (pictures of the brand folder turned into their URL); throws
// std::invalid_argument naming the problem.
ContentEntry content_entry_of(ContentKind kind, const boost::json::value& v);

// Loads page-content.json of a brand folder when present, once, into an empty table; throws
// std::runtime_error naming the entry for anything not allowed.
void seed_content(db::Db& db, const std::filesystem::path& dir, int64_t now_ms);

}  // namespace qsr::page
