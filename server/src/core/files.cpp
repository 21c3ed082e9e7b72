#include "core/files.h"

#include <fstream>
#include <sstream>

#include <boost/json/parse.hpp>

namespace qsr {

std::optional<std::string> read_whole_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream content;
  content << in.rdbuf();
  return std::move(content).str();
}

std::optional<boost::json::value> read_json_file(const std::filesystem::path& path) {
  auto text = read_whole_file(path);
  if (!text) return std::nullopt;
  boost::system::error_code ec;
  boost::json::value v = boost::json::parse(*text, ec);
  if (ec) return boost::json::value();
  return v;
}

}  // namespace qsr
