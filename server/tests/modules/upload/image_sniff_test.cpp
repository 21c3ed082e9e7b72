// Uploads are told apart by their first bytes, never by the name or type the sender declares.
#include <gtest/gtest.h>

#include "modules/upload/image_sniff.h"

namespace qsr::upload {
namespace {
using namespace std::string_literals;
}  // namespace

TEST(UploadSniff, RecognisesTheFourFormatsByMagicBytes) {
  EXPECT_EQ(sniff_image("\xFF\xD8\xFF\xE0\x00\x10JFIF"s), ImageFormat::jpeg);
  EXPECT_EQ(sniff_image("\xFF\xD8\xFF\xDB"s), ImageFormat::jpeg);
  EXPECT_EQ(sniff_image("\x89PNG\r\n\x1A\n\0\0\0\rIHDR"s), ImageFormat::png);
  EXPECT_EQ(sniff_image("GIF87a\x01\x00"s), ImageFormat::gif);
  EXPECT_EQ(sniff_image("GIF89a"s), ImageFormat::gif);
  EXPECT_EQ(sniff_image("RIFF\x24\x00\x00\x00WEBPVP8 "s), ImageFormat::webp);
}

TEST(UploadSniff, RefusesEverythingElseIncludingNearMisses) {
  for (const std::string& data :
       {""s, "hello, I am a text file named cat.png"s, "<svg xmlns='http://www.w3.org/2000/svg'/>"s,
        "<html><script>alert(1)</script>"s, "%PDF-1.7"s, "\xFF\xD8"s, "\x89PNG\r\n\x1A"s, "\x89PNG\n\r\x1A\n"s,
        "GIF88a"s, "gif89a"s, "RIFF\x24\x00\x00\x00WAVEfmt "s, "RIFF\x24\x00\x00\x00WEB"s, "BM\x36\x00"s,
        "\x00\x00\x00\x18" "ftypheic"s}) {
    EXPECT_FALSE(sniff_image(data)) << data;
  }
}

TEST(UploadSniff, EachFormatHasOneExtensionAndMimeTypeAndBack) {
  for (ImageFormat f : {ImageFormat::jpeg, ImageFormat::png, ImageFormat::gif, ImageFormat::webp}) {
    EXPECT_EQ(format_for_extension(extension_of(f)), f);
    EXPECT_EQ(mime_type_of(f).substr(0, 6), "image/");
  }
  EXPECT_EQ(extension_of(ImageFormat::jpeg), "jpg");
  EXPECT_EQ(mime_type_of(ImageFormat::webp), "image/webp");
  for (const char* ext : {"jpeg", "PNG", "svg", "html", "", "png "}) EXPECT_FALSE(format_for_extension(ext)) << ext;
}

}  // namespace qsr::upload
