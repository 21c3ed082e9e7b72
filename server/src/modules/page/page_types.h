// Custom pages (issue 19 integralMall/pages/customPage; issue 21 pages/customPage): landing pages
// operators lay out from blocks (banners, texts, a shelf of mall items, a row of links), each
// reached by its slug.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/i18n.h"

namespace qsr::page {

// Block kinds.
inline constexpr const char* kBanner = "banner";        // a picture, a caption, where a tap goes
inline constexpr const char* kText = "text";            // a paragraph
inline constexpr const char* kMallItems = "mall_items";  // a shelf of points-mall items, by id
inline constexpr const char* kLinks = "links";          // a row of tiles: picture, title, destination

struct Link {
  I18nText title;
  std::string image, link;
};

struct Block {
  std::string kind;
  I18nText title, text;
  std::string image, link;
  std::vector<int64_t> item_ids;
  std::vector<Link> links;
};

struct Page {
  int64_t id = 0;
  std::string slug;
  I18nText title;
  std::vector<Block> blocks;
  bool active = true;
  int64_t updated_at = 0;
};

}  // namespace qsr::page
