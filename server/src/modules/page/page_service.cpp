#include "modules/page/page_service.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "modules/page/page_blocks.h"

namespace qsr::page {
namespace json = boost::json;
namespace {

constexpr const char* kColumns = "SELECT id, slug, title, blocks, active, updated_at FROM custom_page ";

Page page_of(const db::Row& r) {
  Page p;
  p.id = r.i64(0);
  p.slug = r.str(1);
  p.title = I18nText::from_json_text(r.str(2));
  boost::system::error_code ec;
  const json::value blocks = json::parse(r.str(3), ec);
  // Stored only after blocks_of() checked them; read back the same way.
  if (!ec) p.blocks = blocks_of(blocks);
  p.active = r.i64(4) == 1;
  p.updated_at = r.i64(5);
  return p;
}

}  // namespace

bool is_slug(const std::string& slug) {
  if (slug.empty() || slug.size() > 40) return false;
  for (char c : slug) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  }
  return true;
}

Page PageService::by_slug(const std::string& slug) {
  if (!is_slug(slug)) throw AppError::not_found("page_not_found");
  auto p = db_.read_value([&](db::Tx& tx) { return tx.query_one_as(std::string(kColumns) + "WHERE slug = $1", {slug}, page_of); });
  if (!p || !p->active) throw AppError::not_found("page_not_found");
  return *p;
}

std::vector<Page> PageService::all() {
  return db_.read_value([](db::Tx& tx) {
    std::vector<Page> out;
    for (const auto& r : tx.query(std::string(kColumns) + "ORDER BY id")) out.push_back(page_of(r));
    return out;
  });
}

Page PageService::save(const Page& p) {
  if (!is_slug(p.slug)) throw AppError::invalid("slug");
  if (p.title.empty()) throw AppError::invalid("title");
  const std::string blocks = json::serialize(stored_json(p.blocks));
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    const auto same_slug = tx.query_one("SELECT id FROM custom_page WHERE slug = $1", {p.slug});
    if (same_slug && same_slug->i64(0) != p.id) throw AppError(409, 409, "page_slug_taken");
    int64_t id = p.id;
    if (id == 0) {
      id = tx.query_one("INSERT INTO custom_page (slug, title, blocks, active, updated_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
                        {p.slug, p.title.to_json_text(), blocks, int64_t{p.active ? 1 : 0}, now})
               ->i64(0);
    } else if (tx.exec("UPDATE custom_page SET slug = $2, title = $3, blocks = $4, active = $5, updated_at = $6 WHERE id = $1",
                       {id, p.slug, p.title.to_json_text(), blocks, int64_t{p.active ? 1 : 0}, now}) != 1) {
      throw AppError::not_found();
    }
    return *tx.query_one_as(std::string(kColumns) + "WHERE id = $1", {id}, page_of);
  });
}

}  // namespace qsr::page
