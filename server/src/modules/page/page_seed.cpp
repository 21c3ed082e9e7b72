#include "modules/page/page_seed.h"

#include <boost/json.hpp>

#include "core/seed_fields.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace json = boost::json;

void seed(db::Db& db, const std::filesystem::path& dir, int64_t now_ms) {
  auto file = seed::object_file(dir, "pages.json");
  if (!file) return;
  db.write([&](db::Tx& tx) {
    if (tx.query_one("SELECT COUNT(*) FROM custom_page")->i64(0) > 0) return;
    for (const auto& v : file->as_object().at("pages").as_array()) {
      const auto& o = v.as_object();
      // Pictures of the seed folder are served under /media.
      json::value blocks = o.at("blocks");
      for (auto& b : blocks.as_array()) {
        auto& block = b.as_object();
        if (auto* image = block.if_contains("image")) *image = seed::media_url(std::string(image->as_string()));
        if (auto* items = block.if_contains("items")) {
          for (auto& item : items->as_array()) {
            if (auto* image = item.as_object().if_contains("image")) *image = seed::media_url(std::string(image->as_string()));
          }
        }
      }
      tx.exec("INSERT INTO custom_page (slug, title, blocks, active, updated_at) VALUES ($1, $2, $3, 1, $4)",
              {std::string(o.at("slug").as_string()), seed::text_at(o, "title").to_json_text(), json::serialize(stored_json(blocks_of(blocks))),
               now_ms});
    }
  });
}

}  // namespace qsr::page
