// Which picture or video an upload is, told from its bytes. The declared Content-Type and the
// file name are chosen by the sender and so prove nothing; the magic numbers at least prove the
// bytes start like the format we will label them as (and serve with nosniff). A video's length is
// read from its movie header, so a limit on it cannot be talked around by the client.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace qsr::upload {

enum class MediaFormat { jpeg, png, gif, webp, mp4, mov };

bool is_video(MediaFormat f);

// nullopt when the data starts like none of the accepted picture formats.
std::optional<MediaFormat> sniff_image(std::string_view data);

// An MP4 or QuickTime (.mov, what iPhones record) file: an ISO base media file whose first box is
// `ftyp` with a video brand (HEIF and AVIF pictures share the container and are refused), with a
// movie header (`moov`/`mvhd`) that gives its length. nullopt for anything else or a file whose
// boxes do not add up.
struct VideoInfo {
  MediaFormat format;
  int64_t duration_ms = 0;
};
std::optional<VideoInfo> sniff_video(std::string_view data);

std::string_view extension_of(MediaFormat f);  // "jpg", "png", "gif", "webp", "mp4", "mov"
std::string_view mime_type_of(MediaFormat f);  // "image/jpeg", ..., "video/mp4", "video/quicktime"
std::optional<MediaFormat> format_for_extension(std::string_view ext);

}  // namespace qsr::upload
