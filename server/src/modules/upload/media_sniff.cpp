#include "modules/upload/media_sniff.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace qsr::upload {
namespace {

using namespace std::string_view_literals;

struct Known {
  MediaFormat format;
  std::string_view extension, mime;
};

constexpr std::array<Known, 6> kKnown = {{
    {MediaFormat::jpeg, "jpg", "image/jpeg"},
    {MediaFormat::png, "png", "image/png"},
    {MediaFormat::gif, "gif", "image/gif"},
    {MediaFormat::webp, "webp", "image/webp"},
    {MediaFormat::mp4, "mp4", "video/mp4"},
    {MediaFormat::mov, "mov", "video/quicktime"},
}};

const Known& known(MediaFormat f) { return kKnown[static_cast<size_t>(f)]; }

bool starts_with(std::string_view data, std::string_view magic) { return data.substr(0, magic.size()) == magic; }

uint64_t big_endian(std::string_view data, size_t at, size_t bytes) {
  uint64_t v = 0;
  for (size_t k = 0; k < bytes; ++k) v = (v << 8) | static_cast<unsigned char>(data[at + k]);
  return v;
}

// One box of an ISO base media file: its type and its body (after the header).
struct Box {
  std::string_view type, body;
};

// The box at `at` within `data`, moving `at` past it; nullopt when its size does not fit.
std::optional<Box> next_box(std::string_view data, size_t& at) {
  if (data.size() - at < 8) return std::nullopt;
  uint64_t size = big_endian(data, at, 4);
  size_t header = 8;
  if (size == 1) {  // a 64-bit size follows the type
    if (data.size() - at < 16) return std::nullopt;
    size = big_endian(data, at + 8, 8);
    header = 16;
  } else if (size == 0) {  // to the end of the file
    size = data.size() - at;
  }
  if (size < header || size > data.size() - at) return std::nullopt;
  Box box{data.substr(at + 4, 4), data.substr(at + header, size - header)};
  at += size;
  return box;
}

std::optional<Box> find_box(std::string_view data, std::string_view type) {
  for (size_t at = 0; at < data.size();) {
    auto box = next_box(data, at);
    if (!box) return std::nullopt;
    if (box->type == type) return box;
  }
  return std::nullopt;
}

// The movie's length from mvhd: version 0 has 32-bit times, version 1 64-bit ones.
std::optional<int64_t> movie_duration_ms(std::string_view mvhd) {
  if (mvhd.empty()) return std::nullopt;
  const bool wide = mvhd[0] == 1;
  const size_t timescale_at = wide ? 20 : 12;
  const size_t duration_bytes = wide ? 8 : 4;
  if (mvhd.size() < timescale_at + 4 + duration_bytes) return std::nullopt;
  const uint64_t timescale = big_endian(mvhd, timescale_at, 4);
  const uint64_t duration = big_endian(mvhd, timescale_at + 4, duration_bytes);
  if (timescale == 0 || duration > (uint64_t{1} << 40)) return std::nullopt;  // unknown or absurd
  return static_cast<int64_t>(duration * 1000 / timescale);
}

constexpr std::array<std::string_view, 12> kMp4Brands = {"isom"sv, "iso2"sv, "iso3"sv, "iso4"sv, "iso5"sv, "iso6"sv,
                                                         "mp41"sv, "mp42"sv, "avc1"sv, "M4V "sv, "mmp4"sv, "MSNV"sv};

}  // namespace

bool is_video(MediaFormat f) { return f == MediaFormat::mp4 || f == MediaFormat::mov; }

std::optional<VideoInfo> sniff_video(std::string_view data) {
  size_t at = 0;
  auto ftyp = next_box(data, at);
  if (!ftyp || ftyp->type != "ftyp"sv || ftyp->body.size() < 8) return std::nullopt;
  const std::string_view brand = ftyp->body.substr(0, 4);
  MediaFormat format;
  if (brand == "qt  "sv) {
    format = MediaFormat::mov;
  } else if (std::find(kMp4Brands.begin(), kMp4Brands.end(), brand) != kMp4Brands.end()) {
    format = MediaFormat::mp4;
  } else {
    return std::nullopt;
  }
  auto moov = find_box(data, "moov"sv);
  if (!moov) return std::nullopt;
  auto mvhd = find_box(moov->body, "mvhd"sv);
  if (!mvhd) return std::nullopt;
  auto duration = movie_duration_ms(mvhd->body);
  if (!duration) return std::nullopt;
  return VideoInfo{format, *duration};
}

std::optional<MediaFormat> sniff_image(std::string_view data) {
  if (starts_with(data, "\xFF\xD8\xFF"sv)) return MediaFormat::jpeg;
  if (starts_with(data, "\x89PNG\r\n\x1A\n"sv)) return MediaFormat::png;
  if (starts_with(data, "GIF87a"sv) || starts_with(data, "GIF89a"sv)) return MediaFormat::gif;
  // RIFF, a 4-byte chunk size, then the form type WEBP.
  if (data.size() >= 12 && starts_with(data, "RIFF"sv) && data.substr(8, 4) == "WEBP"sv) return MediaFormat::webp;
  return std::nullopt;
}

std::string_view extension_of(MediaFormat f) { return known(f).extension; }
std::string_view mime_type_of(MediaFormat f) { return known(f).mime; }

std::optional<MediaFormat> format_for_extension(std::string_view ext) {
  for (const auto& k : kKnown) {
    if (k.extension == ext) return k.format;
  }
  return std::nullopt;
}

}  // namespace qsr::upload
