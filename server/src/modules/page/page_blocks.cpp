#include "modules/page/page_blocks.h"

#include <boost/json.hpp>

#include "core/app_error.h"

namespace qsr::page {
namespace json = boost::json;
namespace {

constexpr size_t kMaxLinkLength = 500;
constexpr size_t kMaxTextLength = 2000;

AppError bad() { return AppError::invalid("blocks"); }

std::string text_at(const json::object& o, const char* key) {
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return {};
  if (!v->is_string()) throw bad();
  return std::string(v->as_string());
}

I18nText i18n_at(const json::object& o, const char* key, bool required) {
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) {
    if (required) throw bad();
    return {};
  }
  if (!v->is_string() && !v->is_object()) throw bad();
  I18nText t = I18nText::from_json(*v);
  if (required && t.empty()) throw bad();
  for (Lang l : kAllLangs) {
    if (t.get(l).size() > kMaxTextLength) throw bad();
  }
  return t;
}

std::string link_at(const json::object& o, const char* key, bool required) {
  std::string link = text_at(o, key);
  if (link.empty() ? required : !is_safe_link(link)) throw bad();
  return link;
}

std::string image_at(const json::object& o, bool required) {
  std::string image = text_at(o, "image");
  if (image.empty() ? required : !is_safe_image(image)) throw bad();
  return image;
}

Block block_of(const json::value& v) {
  const auto* o = v.if_object();
  if (!o) throw bad();
  Block b;
  b.kind = text_at(*o, "kind");
  if (b.kind == kBanner) {
    b.image = image_at(*o, true);
    b.title = i18n_at(*o, "title", false);
    b.link = link_at(*o, "link", false);
  } else if (b.kind == kText) {
    b.title = i18n_at(*o, "title", false);
    b.text = i18n_at(*o, "text", true);
  } else if (b.kind == kMallItems) {
    b.title = i18n_at(*o, "title", false);
    const auto* ids = o->if_contains("itemIds");
    if (!ids || !ids->is_array() || ids->as_array().empty() || ids->as_array().size() > kMaxItems) throw bad();
    for (const auto& id : ids->as_array()) {
      if (!id.is_int64() || id.as_int64() <= 0) throw bad();
      b.item_ids.push_back(id.as_int64());
    }
  } else if (b.kind == kLinks) {
    b.title = i18n_at(*o, "title", false);
    const auto* items = o->if_contains("items");
    if (!items || !items->is_array() || items->as_array().empty() || items->as_array().size() > kMaxLinks) throw bad();
    for (const auto& item : items->as_array()) {
      const auto* l = item.if_object();
      if (!l) throw bad();
      b.links.push_back({i18n_at(*l, "title", true), image_at(*l, false), link_at(*l, "link", true)});
    }
  } else {
    throw bad();
  }
  return b;
}

json::value text_json(const I18nText& t, const Lang* lang) {
  if (!lang) return t.to_json();
  return json::value(t.get(*lang));
}

json::array blocks_json(const std::vector<Block>& blocks, const Lang* lang) {
  json::array out;
  for (const auto& b : blocks) {
    json::object o{{"kind", b.kind}, {"title", text_json(b.title, lang)}};
    if (b.kind == kBanner) {
      o["image"] = b.image;
      o["link"] = b.link;
    } else if (b.kind == kText) {
      o["text"] = text_json(b.text, lang);
    } else if (b.kind == kMallItems) {
      json::array ids;
      for (int64_t id : b.item_ids) ids.push_back(id);
      o["itemIds"] = std::move(ids);
    } else if (b.kind == kLinks) {
      json::array items;
      for (const auto& l : b.links) items.push_back({{"title", text_json(l.title, lang)}, {"image", l.image}, {"link", l.link}});
      o["items"] = std::move(items);
    }
    out.push_back(std::move(o));
  }
  return out;
}

bool clean(const std::string& s) {
  for (unsigned char c : s) {
    if (c <= ' ' || c == 0x7f || c == '"' || c == '<' || c == '>' || c == '\\') return false;
  }
  return true;
}

}  // namespace

bool is_safe_link(const std::string& link) {
  if (link.empty() || link.size() > kMaxLinkLength || !clean(link)) return false;
  if (link[0] == '/') return link.size() == 1 || link[1] != '/';
  return link.rfind("https://", 0) == 0 && link.size() > 8;
}

bool is_safe_image(const std::string& image) {
  if (image.empty() || image.size() > kMaxLinkLength || !clean(image)) return false;
  return image.rfind("/media/", 0) == 0 || (image.rfind("https://", 0) == 0 && image.size() > 8);
}

std::vector<Block> blocks_of(const json::value& v) {
  if (!v.is_array() || v.as_array().size() > kMaxBlocks) throw bad();
  std::vector<Block> out;
  for (const auto& b : v.as_array()) out.push_back(block_of(b));
  return out;
}

json::array stored_json(const std::vector<Block>& blocks) { return blocks_json(blocks, nullptr); }

json::array view_json(const std::vector<Block>& blocks, Lang lang) { return blocks_json(blocks, &lang); }

}  // namespace qsr::page
