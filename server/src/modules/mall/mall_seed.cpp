#include "modules/mall/mall_seed.h"

#include <map>
#include <stdexcept>

#include <boost/json.hpp>

#include "core/files.h"
#include "core/seed_fields.h"
#include "modules/mall/mall_repo.h"

namespace qsr::mall {
namespace json = boost::json;

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = read_json_file(dir / "mall.json");
  if (!file || !file->is_object()) return;
  const auto& root = file->as_object();
  db.write([&](db::Tx& tx) {
    if (!repo::categories(tx, false).empty()) return;
    std::map<std::string, int64_t> category_ids;
    int sort = 0;
    for (const auto& v : root.at("categories").as_array()) {
      const auto& o = v.as_object();
      Category c{0, seed::text_at(o, "name"), sort++, true};
      category_ids[std::string(o.at("key").as_string())] = repo::save_category(tx, c, now_ms);
    }
    sort = 0;
    for (const auto& v : root.at("items").as_array()) {
      const auto& o = v.as_object();
      const auto category = category_ids.find(std::string(o.at("category").as_string()));
      if (category == category_ids.end()) throw std::runtime_error("mall.json: an item names an unknown category");
      Item i;
      i.category_id = category->second;
      i.title = seed::text_at(o, "title");
      i.subtitle = seed::text_at(o, "subtitle");
      i.detail = seed::text_at(o, "detail");
      if (const auto* image = o.if_contains("image")) i.image = seed::media_url(std::string(image->as_string()));
      i.points = o.at("points").as_int64();
      i.stock = o.at("stock").as_int64();
      i.per_member_limit = seed::int_at(o, "perMemberLimit", 0);
      i.sort = sort++;
      repo::save_item(tx, i, now_ms);
    }
  });
}

}  // namespace qsr::mall
