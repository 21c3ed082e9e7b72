// A custom page's blocks to and from JSON: what operators may write (checked: kinds listed, sizes
// bounded, links only to our own pages or https, pictures only ours or https), how it is stored
// (every language), and how a member sees it (the request's language).
#pragma once

#include <string>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "modules/page/page_types.h"

namespace qsr::page {

inline constexpr size_t kMaxBlocks = 30;
inline constexpr size_t kMaxItems = 20;  // items of a shelf
inline constexpr size_t kMaxLinks = 8;   // tiles of a row

// Operators' blocks; 400 naming `blocks` for anything not allowed.
std::vector<Block> blocks_of(const boost::json::value& v);
// Whether a tap may go there: a path of ours ("/…", not "//…") or an https address, without
// spaces or control characters, at most 500 characters.
bool is_safe_link(const std::string& link);
// Whether a picture may come from there: our media ("/media/…") or an https address.
bool is_safe_image(const std::string& image);

boost::json::array stored_json(const std::vector<Block>& blocks);
boost::json::array view_json(const std::vector<Block>& blocks, Lang lang);

}  // namespace qsr::page
