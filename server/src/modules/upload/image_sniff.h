// Which image an upload is, told from its first bytes. The declared Content-Type and the file
// name are chosen by the sender and so prove nothing; the magic numbers at least prove the
// bytes start like the image format we will label them as (and serve with nosniff).
#pragma once

#include <optional>
#include <string_view>

namespace qsr::upload {

enum class ImageFormat { jpeg, png, gif, webp };

// nullopt when the data starts like none of the accepted formats.
std::optional<ImageFormat> sniff_image(std::string_view data);

std::string_view extension_of(ImageFormat f);  // "jpg", "png", "gif", "webp"
std::string_view mime_type_of(ImageFormat f);  // "image/jpeg", ...
std::optional<ImageFormat> format_for_extension(std::string_view ext);

}  // namespace qsr::upload
