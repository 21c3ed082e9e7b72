// Stored names are random and strictly shaped, so GET /uploads/{name} cannot be walked or
// tricked into reading anything but an upload.
#include <gtest/gtest.h>

#include <set>

#include "core/crypto.h"
#include "modules/upload/upload_names.h"

namespace qsr::upload {

TEST(UploadNames, NewNamesAreRandomTokensWithTheSniffedExtension) {
  crypto::init();
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    std::string name = new_upload_name(MediaFormat::png);
    EXPECT_EQ(name.size(), kNameTokenChars + 4) << name;
    EXPECT_EQ(name.substr(kNameTokenChars), ".png");
    EXPECT_EQ(parse_upload_name(name), MediaFormat::png) << name;
    seen.insert(name);
  }
  EXPECT_EQ(seen.size(), 200u);
  EXPECT_EQ(parse_upload_name(new_upload_name(MediaFormat::webp)), MediaFormat::webp);
  EXPECT_EQ(parse_upload_name(new_upload_name(MediaFormat::jpeg)).value(), MediaFormat::jpeg);
}

TEST(UploadNames, OnlyTheStrictPatternIsAccepted) {
  const std::string token = "AbCdEfGhIjKlMnOpQr_-09";  // 22 base64url characters
  ASSERT_EQ(token.size(), kNameTokenChars);
  EXPECT_EQ(parse_upload_name(token + ".gif"), MediaFormat::gif);
  for (const std::string& bad :
       {token, token + ".", token + ".svg", token + ".html", token + ".PNG", token + ".png.html", token + ".png/",
        token.substr(1) + ".png", token + "x.png", "../" + token.substr(3) + ".png", "..%2F" + token + ".png",
        token.substr(0, 21) + "/.png", token.substr(0, 21) + ".." + "png", "." + token.substr(1) + ".png",
        token.substr(0, 21) + "=.png", token.substr(0, 21) + "\\.png", std::string(".") + token + ".png.part",
        std::string(""), std::string(".png")}) {
    EXPECT_FALSE(parse_upload_name(bad)) << bad;
  }
}

}  // namespace qsr::upload
