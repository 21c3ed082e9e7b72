// API tests of picture uploads (POST /v1/upload/singlefile, GET /uploads/{name}) over real HTTP
// against the real server, on the database named by QSR_TEST_DB.
//
// The two tests marked [body limit] send a little over 5 MB and so need the server to accept
// bodies of that size on /v1/upload/ (its global limit is 1 MiB); before that they see the
// transport's 413 提交的内容太大 instead of the handler's answer.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>

#include <boost/json.hpp>

#include "support/multipart.h"
#include "support/test_server.h"

namespace qsr::test {
namespace fs = std::filesystem;
using namespace std::string_literals;

namespace {

constexpr size_t kFiveMB = 5 * 1024 * 1024;

// Uploads belong to members: every call carries the suite's member session.
std::string g_token;

HttpResult post_multipart(const HttpClient& http, const Multipart& form, const std::string& lang = "zh-HK") {
  return http.request("POST", "/v1/upload/singlefile", form.finished(),
                      {{"Content-Type", form.content_type()}, {"Accept-Language", lang}, {"auth", g_token}});
}

class UploadApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    upload_dir_ = new std::string((fs::temp_directory_path() /
                                   ("qsr-api-uploads-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count())))
                                      .string());
    server_ = new TestServer({.env = {{"QSR_UPLOAD_DIR", *upload_dir_}}});
    g_token = server_->member_token("91230001");
  }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
    std::error_code ec;
    fs::remove_all(*upload_dir_, ec);
    delete upload_dir_;
  }
  HttpClient http() const { return server_->client(); }
  static TestServer* server_;
  static std::string* upload_dir_;
};
TestServer* UploadApi::server_ = nullptr;
std::string* UploadApi::upload_dir_ = nullptr;

}  // namespace

TEST_F(UploadApi, OnlyMembersMayUpload) {
  Multipart form;
  form.file("file", "me.png", "image/png", kPng);
  auto anonymous = http().request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", form.content_type()}});
  EXPECT_EQ(anonymous.status, 401);
  EXPECT_EQ(anonymous.result_code(), 401);
}

TEST_F(UploadApi, APngIsStoredAndDownloadableWithTheSameBytes) {
  auto r = post_multipart(http(), Multipart().text("note", "avatar").file("file", "me.png", "image/png", kPng));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.result_code(), 0);
  const auto& data = r.data().as_object();
  std::string url(data.at("url").as_string());
  EXPECT_EQ(url, "/uploads/" + std::string(data.at("id").as_string()));
  EXPECT_EQ(url.substr(url.size() - 4), ".png");
  EXPECT_EQ(data.at("contentType").as_string(), "image/png");
  EXPECT_EQ(data.at("size").as_int64(), static_cast<int64_t>(kPng.size()));

  auto got = http().get(url);
  ASSERT_EQ(got.status, 200);
  EXPECT_EQ(got.body, kPng);
  EXPECT_EQ(got.header("content-type"), "image/png");
  EXPECT_EQ(got.header("x-content-type-options"), "nosniff");
  EXPECT_EQ(got.header("cache-control"), "public, max-age=31536000, immutable");
}

TEST_F(UploadApi, TwoUploadsOfTheSameBytesGetDifferentUnguessableNames) {
  auto a = post_multipart(http(), Multipart().file("file", "a.png", "image/png", kPng));
  auto b = post_multipart(http(), Multipart().file("file", "a.png", "image/png", kPng));
  ASSERT_EQ(a.status, 200);
  ASSERT_EQ(b.status, 200);
  EXPECT_NE(a.data().at("id"), b.data().at("id"));
}

TEST_F(UploadApi, ATextFileRenamedPngIsRefusedInTheCallersLanguage) {
  Multipart form;
  form.file("file", "cat.png", "image/png", "I am plain text pretending to be a picture.\n");
  auto zh_hk = post_multipart(http(), form, "zh-HK");
  EXPECT_EQ(zh_hk.status, 400);
  EXPECT_NE(zh_hk.result_code(), 0);
  EXPECT_EQ(zh_hk.result_msg(), "只能上傳 JPG、PNG、GIF、WebP 圖片或 MP4、MOV 影片");
  EXPECT_EQ(post_multipart(http(), form, "zh-CN").result_msg(), "只能上传 JPG、PNG、GIF、WebP 图片或 MP4、MOV 视频");
  EXPECT_EQ(post_multipart(http(), form, "en").result_msg(), "Only JPG, PNG, GIF or WebP images and MP4 or MOV videos can be uploaded");
}

TEST_F(UploadApi, AnSvgIsNotAcceptedEvenWhenDeclaredAsAnImage) {
  auto r = post_multipart(http(), Multipart().file("file", "x.svg", "image/svg+xml",
                                                   "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>"));
  EXPECT_EQ(r.status, 400);
}

// [body limit] Needs the server to accept upload bodies of 5 MiB plus multipart overhead.
TEST_F(UploadApi, FiveMBPlusOneByteIsRefusedWithTheSpecMessage) {
  std::string picture = kPng + std::string(kFiveMB + 1 - kPng.size(), '\0');
  auto r = post_multipart(http(), Multipart().file("file", "big.png", "image/png", picture), "zh-CN");
  EXPECT_EQ(r.status, 413) << r.body.substr(0, 300);
  EXPECT_EQ(r.result_msg(), "图片大小不能超过5MB");
}

// [body limit] The largest allowed picture goes through.
TEST_F(UploadApi, ExactlyFiveMBIsAccepted) {
  std::string picture = kPng + std::string(kFiveMB - kPng.size(), '\0');
  auto r = post_multipart(http(), Multipart().file("file", "big.png", "image/png", picture));
  ASSERT_EQ(r.status, 200) << r.body.substr(0, 300);
  EXPECT_EQ(r.data().at("size").as_int64(), static_cast<int64_t>(kFiveMB));
}

TEST_F(UploadApi, AMissingFileFieldIsRefused) {
  auto r = post_multipart(http(), Multipart().file("picture", "a.png", "image/png", kPng), "zh-CN");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_msg(), "请选择要上传的图片");
  auto empty = post_multipart(http(), Multipart().text("note", "no file"), "zh-CN");
  EXPECT_EQ(empty.status, 400);
  EXPECT_EQ(empty.result_msg(), "请选择要上传的图片");
}

TEST_F(UploadApi, MalformedMultipartIsRefusedWith400) {
  Multipart form;
  form.file("file", "a.png", "image/png", kPng);
  // No closing delimiter.
  auto cut = http().request("POST", "/v1/upload/singlefile", form.body, {{"Content-Type", form.content_type()}, {"auth", g_token}});
  EXPECT_EQ(cut.status, 400);
  EXPECT_NE(cut.result_code(), 0);
  // No boundary parameter.
  auto no_boundary =
      http().request("POST", "/v1/upload/singlefile", form.finished(), {{"Content-Type", "multipart/form-data"}, {"auth", g_token}});
  EXPECT_EQ(no_boundary.status, 400);
  // Part headers without the blank line that ends them.
  std::string broken = "--" + form.boundary + "\r\nContent-Disposition: form-data; name=\"file\"\r\n--" + form.boundary + "--\r\n";
  auto headers = http().request("POST", "/v1/upload/singlefile", broken, {{"Content-Type", form.content_type()}, {"auth", g_token}});
  EXPECT_EQ(headers.status, 400);
  // Not multipart at all.
  EXPECT_EQ(http().post_json("/v1/upload/singlefile", "{\"file\":\"x\"}", {{"auth", g_token}}).status, 400);
}

TEST_F(UploadApi, UnknownOrCraftedNamesAre404) {
  EXPECT_EQ(http().get("/uploads/AbCdEfGhIjKlMnOpQr_-09.png").status, 404);
  EXPECT_EQ(http().get("/uploads/server.log").status, 404);
  EXPECT_EQ(http().get("/uploads/AbCdEfGhIjKlMnOpQr_-09.html").status, 404);
  EXPECT_NE(http().get("/uploads/..%2Fqsr.db").status, 200);
}

}  // namespace qsr::test

namespace qsr::test {

TEST_F(UploadApi, AnUploadIsOnlyItsUploadersAvatar) {
  auto mine = post_multipart(http(), Multipart().file("file", "me.png", "image/png", kPng));
  ASSERT_EQ(mine.result_code(), 0) << mine.body;
  const std::string url(mine.data().at("url").as_string());
  const std::string other = server_->member_token("91230002");
  auto taken = http().post_json("/v1/member/profile/save", R"({"avatar":")" + url + R"("})", {{"auth", other}});
  EXPECT_EQ(taken.status, 400);
  EXPECT_EQ(http().get("/v1/member/info", {{"auth", other}}).data().at("avatar").as_string(), "");
  auto own = http().post_json("/v1/member/profile/save", R"({"avatar":")" + url + R"("})", {{"auth", g_token}});
  ASSERT_EQ(own.result_code(), 0) << own.body;
  EXPECT_EQ(own.data().at("avatar").as_string(), url);
  // Saving the profile again with the picture it already shows is fine.
  EXPECT_EQ(http().post_json("/v1/member/profile/save", R"({"avatar":")" + url + R"(","nickName":"Amy"})", {{"auth", g_token}}).result_code(), 0);
}

}  // namespace qsr::test

namespace qsr::test {

// A review's video (issue 20): MP4 and QuickTime are told from their bytes, their length is read
// from the movie header, and they are served in byte ranges (Safari plays nothing otherwise).
TEST_F(UploadApi, AShortMp4OrMovIsAcceptedAsAVideoWithItsLength) {
  auto mp4 = post_multipart(http(), Multipart().file("file", "clip.mp4", "video/mp4", tiny_video(12'500)));
  ASSERT_EQ(mp4.result_code(), 0) << mp4.body;
  EXPECT_EQ(mp4.data().at("kind").as_string(), "video");
  EXPECT_EQ(mp4.data().at("contentType").as_string(), "video/mp4");
  EXPECT_EQ(mp4.data().at("durationMs").as_int64(), 12'500);
  EXPECT_TRUE(mp4.data().at("id").as_string().ends_with(".mp4"));
  auto mov = post_multipart(http(), Multipart().file("file", "IMG_0001.MOV", "video/quicktime", tiny_video(3'000, "qt  ")));
  ASSERT_EQ(mov.result_code(), 0) << mov.body;
  EXPECT_EQ(mov.data().at("contentType").as_string(), "video/quicktime");
  EXPECT_EQ(post_multipart(http(), Multipart().file("file", "me.png", "image/png", kPng)).data().at("kind").as_string(), "image");
}

TEST_F(UploadApi, AVideoLongerThanAMinuteIsRefusedInTheCallersLanguage) {
  EXPECT_EQ(post_multipart(http(), Multipart().file("file", "a.mp4", "video/mp4", tiny_video(60'000))).result_code(), 0);
  auto r = post_multipart(http(), Multipart().file("file", "a.mp4", "video/mp4", tiny_video(60'001)), "en");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_msg(), "Videos can be at most 60 seconds long");
}

TEST_F(UploadApi, HeicPicturesInTheSameContainerAndBrokenBoxesAreRefused) {
  EXPECT_EQ(post_multipart(http(), Multipart().file("file", "a.heic", "image/heic", tiny_video(1'000, "heic"))).status, 400);
  // Cut inside the movie box: its size claims more than there is, so there is no length to read.
  const std::string cut = tiny_video(1'000).substr(0, 40);
  EXPECT_EQ(post_multipart(http(), Multipart().file("file", "a.mp4", "video/mp4", cut)).status, 400);
}

// [body limit] Videos may be larger than pictures, up to 30 MB.
TEST_F(UploadApi, AVideoOver30MBIsRefusedWithItsOwnMessage) {
  auto r = post_multipart(http(), Multipart().file("file", "a.mp4", "video/mp4", tiny_video(5'000, "isom", 30 * 1024 * 1024)), "zh-HK");
  EXPECT_EQ(r.status, 413) << r.body.substr(0, 300);
  EXPECT_EQ(r.result_msg(), "影片大小不能超過 30MB");
}

TEST_F(UploadApi, AVideoIsServedInByteRanges) {
  const std::string video = tiny_video(2'000);
  auto up = post_multipart(http(), Multipart().file("file", "a.mp4", "video/mp4", video));
  ASSERT_EQ(up.result_code(), 0) << up.body;
  const std::string url(up.data().at("url").as_string());
  auto first = http().get(url, {{"Range", "bytes=0-1"}});
  EXPECT_EQ(first.status, 206);
  EXPECT_EQ(first.body, video.substr(0, 2));
  EXPECT_EQ(first.header("content-range"), "bytes 0-1/" + std::to_string(video.size()));
  auto tail = http().get(url, {{"Range", "bytes=-4"}});
  EXPECT_EQ(tail.status, 206);
  EXPECT_EQ(tail.body, video.substr(video.size() - 4));
  EXPECT_EQ(http().get(url, {{"Range", "bytes=999999-"}}).status, 416);
  auto whole = http().get(url);
  EXPECT_EQ(whole.status, 200);
  EXPECT_EQ(whole.body, video);
  EXPECT_EQ(whole.header("accept-ranges"), "bytes");
}

}  // namespace qsr::test
