// Uploads are told apart by their bytes, never by the name or type the sender declares; a video's
// length comes from its movie header.
#include <gtest/gtest.h>

#include "modules/upload/media_sniff.h"
#include "support/multipart.h"

namespace qsr::upload {
namespace {
using namespace std::string_literals;
}  // namespace

TEST(UploadSniff, RecognisesTheFourFormatsByMagicBytes) {
  EXPECT_EQ(sniff_image("\xFF\xD8\xFF\xE0\x00\x10JFIF"s), MediaFormat::jpeg);
  EXPECT_EQ(sniff_image("\xFF\xD8\xFF\xDB"s), MediaFormat::jpeg);
  EXPECT_EQ(sniff_image("\x89PNG\r\n\x1A\n\0\0\0\rIHDR"s), MediaFormat::png);
  EXPECT_EQ(sniff_image("GIF87a\x01\x00"s), MediaFormat::gif);
  EXPECT_EQ(sniff_image("GIF89a"s), MediaFormat::gif);
  EXPECT_EQ(sniff_image("RIFF\x24\x00\x00\x00WEBPVP8 "s), MediaFormat::webp);
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
  for (MediaFormat f : {MediaFormat::jpeg, MediaFormat::png, MediaFormat::gif, MediaFormat::webp}) {
    EXPECT_EQ(format_for_extension(extension_of(f)), f);
    EXPECT_EQ(mime_type_of(f).substr(0, 6), "image/");
  }
  EXPECT_EQ(extension_of(MediaFormat::jpeg), "jpg");
  EXPECT_EQ(mime_type_of(MediaFormat::webp), "image/webp");
  for (const char* ext : {"jpeg", "PNG", "svg", "html", "", "png "}) EXPECT_FALSE(format_for_extension(ext)) << ext;
  EXPECT_EQ(format_for_extension("mp4"), MediaFormat::mp4);
  EXPECT_EQ(mime_type_of(MediaFormat::mov), "video/quicktime");
  EXPECT_TRUE(is_video(MediaFormat::mp4));
  EXPECT_FALSE(is_video(MediaFormat::png));
}

TEST(UploadSniff, Mp4AndQuickTimeAreVideosWithTheLengthTheirMovieHeaderGives) {
  auto mp4 = sniff_video(test::tiny_video(12'345));
  ASSERT_TRUE(mp4);
  EXPECT_EQ(mp4->format, MediaFormat::mp4);
  EXPECT_EQ(mp4->duration_ms, 12'345);
  auto mov = sniff_video(test::tiny_video(800, "qt  "));
  ASSERT_TRUE(mov);
  EXPECT_EQ(mov->format, MediaFormat::mov);
  EXPECT_FALSE(sniff_image(test::tiny_video(800)));
}

TEST(UploadSniff, AVideoWhoseBoxesDoNotAddUpOrWhoseBrandIsAPictureIsRefused) {
  const std::string good = test::tiny_video(1'000);
  EXPECT_FALSE(sniff_video(test::tiny_video(1'000, "heic")));
  EXPECT_FALSE(sniff_video(test::tiny_video(1'000, "avif")));
  for (size_t cut : {0, 7, 8, 23, 24, 40, 60}) EXPECT_FALSE(sniff_video(good.substr(0, cut))) << cut;
  std::string huge = good;
  huge[3] = '\x7F';  // ftyp claims more bytes than the file has
  EXPECT_FALSE(sniff_video(huge));
  std::string no_scale = good;
  no_scale.replace(24 + 8 + 8 + 12, 4, std::string(4, '\0'));  // timescale 0
  EXPECT_FALSE(sniff_video(no_scale));
}

}  // namespace qsr::upload
