// Reading a whole file: the seed files, the web build's version file, uploads, static files.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <boost/json/value.hpp>

namespace qsr {

// A regular file's whole content, or nullopt when it is missing or cannot be read.
std::optional<std::string> read_whole_file(const std::filesystem::path& path);

// A JSON file: nullopt when it is missing; a null value when it is not JSON (each caller refuses
// what it cannot use with its own message).
std::optional<boost::json::value> read_json_file(const std::filesystem::path& path);

}  // namespace qsr
