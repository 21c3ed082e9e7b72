// Names of stored uploads: "<22 random base64url characters>.<extension of the sniffed type>".
// The name is the only thing a client can put in GET /uploads/{name}, so a strict pattern (no
// dots but the one, no slashes, a known extension) makes path tricks impossible by construction.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "modules/upload/media_sniff.h"

namespace qsr::upload {

// 16 random bytes: unguessable, so one person's upload cannot be found by counting.
inline constexpr size_t kNameRandomBytes = 16;
inline constexpr size_t kNameTokenChars = 22;  // base64url of 16 bytes, unpadded

std::string new_upload_name(MediaFormat format);

// The format a well-formed name stands for; nullopt for anything else.
std::optional<MediaFormat> parse_upload_name(std::string_view name);

// Where an upload is served: "/uploads/<name>".
std::string upload_url(std::string_view name);
// The name in a client's reference to an upload: its url ("/uploads/<name>") or the bare name.
std::string upload_name_of(std::string_view ref);

}  // namespace qsr::upload
