// Custom pages: operators save them (admin API), anyone reads an active one by its slug.
#pragma once

#include <string>
#include <vector>

#include "core/clock.h"
#include "db/db.h"
#include "modules/page/page_types.h"

namespace qsr::page {

class PageService {
 public:
  PageService(db::Db& db, const Clock& clock) : db_(db), clock_(clock) {}

  // An active page (404 page_not_found otherwise, as for a page taken down).
  Page by_slug(const std::string& slug);
  std::vector<Page> all();
  // Adds (id 0) or changes a page; 400 for a slug not 1-40 of a-z 0-9 - or a title missing, 409
  // page_slug_taken for another page's slug, 404 for an id that does not exist.
  Page save(const Page& p);

 private:
  db::Db& db_;
  const Clock& clock_;
};

// Whether `slug` may name a page: 1-40 of a-z, 0-9 and '-'.
bool is_slug(const std::string& slug);

}  // namespace qsr::page
