// Static files (the web app and /media): only files inside the folder are served. The URL prefix
// is a whole path segment and no path may climb out with "..", whatever the spelling (found by
// the request fuzzer: "/media../secret.txt" read a file beside the media folder).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "http/static_files.h"

namespace qsr::http {
namespace {

namespace fs = std::filesystem;

class StaticFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("qsr-static-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_ / "media" / "brand");
    std::ofstream(dir_ / "media" / "brand" / "logo.svg") << "<svg/>";
    std::ofstream(dir_ / "secret.txt") << "SECRET";
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::optional<Response> get(const StaticFiles& files, const std::string& path) {
    Request req;
    req.method = "GET";
    req.path = path;
    return files.serve(req);
  }
  fs::path dir_;
};

TEST_F(StaticFilesTest, AFileInsideTheFolderIsServed) {
  StaticFiles media(dir_ / "media", "/media", false);
  auto res = get(media, "/media/brand/logo.svg");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->body, "<svg/>");
}

TEST_F(StaticFilesTest, WebAssemblyIsServedAsSuch) {
  // Browsers compile a module while it streams in only when it says application/wasm (the QR
  // scanner's decoder).
  std::ofstream(dir_ / "media" / "decoder.wasm") << "\0asm";
  StaticFiles media(dir_ / "media", "/media", false);
  auto res = get(media, "/media/decoder.wasm");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->content_type, "application/wasm");
}

TEST_F(StaticFilesTest, ThePrefixIsAWholeSegment) {
  StaticFiles media(dir_ / "media", "/media", false);
  EXPECT_FALSE(get(media, "/media../secret.txt"));
  EXPECT_FALSE(get(media, "/mediabrand/logo.svg"));
}

TEST_F(StaticFilesTest, NoPathClimbsOutOfTheFolder) {
  StaticFiles media(dir_ / "media", "/media", false);
  StaticFiles web(dir_ / "media", "", true);
  for (const char* path : {"/media/../secret.txt", "/media/brand/../../secret.txt", "/media/./brand/logo.svg",
                           "/media/..\\secret.txt"}) {
    EXPECT_FALSE(get(media, path)) << path;
  }
  EXPECT_FALSE(get(web, "/../secret.txt"));
  EXPECT_FALSE(get(web, "/brand/../../secret.txt"));
}

}  // namespace
}  // namespace qsr::http
