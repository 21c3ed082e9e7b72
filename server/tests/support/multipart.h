// Building picture uploads in API tests: a tiny real PNG and a multipart/form-data body as a
// browser's FormData sends it.
#pragma once

#include <cstdint>
#include <string>

namespace qsr::test {
using namespace std::string_literals;

// A real 1x1 red PNG (signature, IHDR, IDAT, IEND; 70 bytes).
inline const std::string kPng =
    "\x89\x50\x4E\x47\x0D\x0A\x1A\x0A\x00\x00\x00\x0D\x49\x48\x44\x52\x00\x00\x00\x01\x00\x00\x00\x01"
    "\x08\x06\x00\x00\x00\x1F\x15\xC4\x89\x00\x00\x00\x0D\x49\x44\x41\x54\x78\xDA\x63\xF8\xCF\xC0\xF0"
    "\x1F\x00\x05\x00\x01\xFF\x56\xC7\x2F\x0D\x00\x00\x00\x00\x49\x45\x4E\x44\xAE\x42\x60\x82"s;
// A short but well-formed MP4 (or, with brand "qt  ", QuickTime) file: ftyp, a movie header
// saying how long it is, and a little media data. Enough for the server's sniffing; no player
// needs to play it.
inline std::string tiny_video(int64_t duration_ms, const std::string& brand = "isom", size_t padding = 64) {
  auto be32 = [](uint32_t v) {
    return std::string{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
  };
  auto box = [&](const std::string& type, const std::string& body) { return be32(static_cast<uint32_t>(8 + body.size())) + type + body; };
  const std::string ftyp = box("ftyp", brand + be32(0) + "isommp42");
  // mvhd version 0: version+flags, creation, modification, timescale (1000), duration, then the rest.
  const std::string mvhd = box("mvhd", be32(0) + be32(0) + be32(0) + be32(1000) + be32(static_cast<uint32_t>(duration_ms)) +
                                           std::string(80, '\0'));
  return ftyp + box("moov", mvhd) + box("mdat", std::string(padding, '\x55'));
}

// A multipart/form-data body with one file field, as a browser's FormData sends it.
struct Multipart {
  std::string boundary = "----qsrApiTestBoundary7MA4YWxkTrZu0gW";
  std::string body;

  Multipart& file(const std::string& field, const std::string& filename, const std::string& type, const std::string& data) {
    body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\"; filename=\"" + filename +
            "\"\r\nContent-Type: " + type + "\r\n\r\n" + data + "\r\n";
    return *this;
  }
  Multipart& text(const std::string& field, const std::string& value) {
    body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\"\r\n\r\n" + value + "\r\n";
    return *this;
  }
  std::string finished() const { return body + "--" + boundary + "--\r\n"; }
  std::string content_type() const { return "multipart/form-data; boundary=" + boundary; }
};


}  // namespace qsr::test
