#include "modules/upload/image_sniff.h"

#include <array>

namespace qsr::upload {
namespace {

using namespace std::string_view_literals;

struct Known {
  ImageFormat format;
  std::string_view extension, mime;
};

constexpr std::array<Known, 4> kKnown = {{
    {ImageFormat::jpeg, "jpg", "image/jpeg"},
    {ImageFormat::png, "png", "image/png"},
    {ImageFormat::gif, "gif", "image/gif"},
    {ImageFormat::webp, "webp", "image/webp"},
}};

const Known& known(ImageFormat f) { return kKnown[static_cast<size_t>(f)]; }

bool starts_with(std::string_view data, std::string_view magic) { return data.substr(0, magic.size()) == magic; }

}  // namespace

std::optional<ImageFormat> sniff_image(std::string_view data) {
  if (starts_with(data, "\xFF\xD8\xFF"sv)) return ImageFormat::jpeg;
  if (starts_with(data, "\x89PNG\r\n\x1A\n"sv)) return ImageFormat::png;
  if (starts_with(data, "GIF87a"sv) || starts_with(data, "GIF89a"sv)) return ImageFormat::gif;
  // RIFF, a 4-byte chunk size, then the form type WEBP.
  if (data.size() >= 12 && starts_with(data, "RIFF"sv) && data.substr(8, 4) == "WEBP"sv) return ImageFormat::webp;
  return std::nullopt;
}

std::string_view extension_of(ImageFormat f) { return known(f).extension; }
std::string_view mime_type_of(ImageFormat f) { return known(f).mime; }

std::optional<ImageFormat> format_for_extension(std::string_view ext) {
  for (const auto& k : kKnown) {
    if (k.extension == ext) return k.format;
  }
  return std::nullopt;
}

}  // namespace qsr::upload
