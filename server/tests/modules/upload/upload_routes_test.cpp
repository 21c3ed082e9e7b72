// The upload routes in process, through the real dispatcher (routing, language, envelope), on a
// real database of each dialect and a temporary upload folder. The HTTP-level twin that also
// crosses the server's body limit is tests/api/upload_api_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <boost/json.hpp>

#include "core/clock.h"
#include "core/crypto.h"
#include "db/migrations.h"
#include "../../db/test_databases.h"
#include "http/dispatcher.h"
#include "modules/upload/upload_names.h"
#include "modules/upload/upload_routes.h"
#include "modules/upload/upload_service.h"
#include "modules/upload/upload_store.h"

namespace qsr::upload {
namespace fs = std::filesystem;
namespace json = boost::json;
using namespace std::string_literals;

namespace {

const std::string kPng = "\x89PNG\r\n\x1A\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1F\x15\xC4\x89"s;
const std::string kBoundary = "qsrTestBoundary";

std::string multipart_body(const std::string& field, const std::string& filename, const std::string& type,
                           const std::string& data) {
  return "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\"; filename=\"" + filename +
         "\"\r\nContent-Type: " + type + "\r\n\r\n" + data + "\r\n--" + kBoundary + "--\r\n";
}

class UploadRoutes : public db::testing::PerDialect {
 protected:
  void SetUp() override {
    PerDialect::SetUp();
    if (IsSkipped()) return;
    crypto::init();
    db::migrate(db());
    static int n = 0;
    dir_ = fs::temp_directory_path() / ("qsr-upload-test-" + std::to_string(getpid()) + "-" + std::to_string(n++));
    UploadOptions options;
    options.store = std::make_shared<FolderStore>(dir_);
    options.max_bytes = 1000;  // small, so the limit is cheap to cross
    options.owner = [this](const http::Request&) { return owner_; };
    register_routes(router_, db(), clock_, options);
  }
  void TearDown() override {
    std::error_code ec;
    if (!dir_.empty()) fs::remove_all(dir_, ec);
  }

  http::Response send(const std::string& method, const std::string& target, const std::string& body = "",
                      const std::string& content_type = "", const std::string& lang = "") {
    return send_via(router_, method, target, body, content_type, lang);
  }
  static http::Response send_via(http::Router& router, const std::string& method, const std::string& target,
                                 const std::string& body = "", const std::string& content_type = "", const std::string& lang = "") {
    http::Dispatcher dispatcher(router, nullptr, nullptr);
    http::Request req;
    req.method = method;
    req.target = target;
    req.body = body;
    if (!content_type.empty()) req.headers["content-type"] = content_type;
    if (!lang.empty()) req.headers["accept-language"] = lang;
    auto step = dispatcher.prepare(req);
    if (step.response) return *step.response;
    return dispatcher.run(req, *step.route);
  }
  http::Response upload(const std::string& body, const std::string& lang = "") {
    return send("POST", "/v1/upload/singlefile", body, "multipart/form-data; boundary=" + kBoundary, lang);
  }
  static json::object envelope(const http::Response& r) { return json::parse(r.body).as_object(); }

  int64_t count_rows() {
    return db().read_value([](db::Tx& tx) { return tx.query_one("SELECT COUNT(*) FROM upload")->i64(0); });
  }
  size_t count_files() {
    std::error_code ec;
    if (!fs::exists(dir_, ec)) return 0;
    return static_cast<size_t>(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
  }

  http::Router router_;
  SettableClock clock_{1'790'000'000'000};
  std::optional<int64_t> owner_;
  fs::path dir_;
};

}  // namespace

TEST_P(UploadRoutes, StoresAPngRecordsItAndServesTheSameBytes) {
  auto r = upload(multipart_body("file", "cat.png", "image/png", kPng));
  ASSERT_EQ(r.status, 200) << r.body;
  auto data = envelope(r).at("data").as_object();
  std::string url(data.at("url").as_string());
  std::string id(data.at("id").as_string());
  EXPECT_EQ(url, "/uploads/" + id);
  EXPECT_EQ(data.at("contentType").as_string(), "image/png");
  EXPECT_EQ(data.at("size").as_int64(), static_cast<int64_t>(kPng.size()));
  EXPECT_EQ(parse_upload_name(id), MediaFormat::png);

  auto row = db().read_value([&](db::Tx& tx) {
    return tx.query_one("SELECT member_id, content_type, bytes, created_at FROM upload WHERE id = $1", {id});
  });
  ASSERT_TRUE(row);
  EXPECT_TRUE(row->is_null(0));
  EXPECT_EQ(row->str(1), "image/png");
  EXPECT_EQ(row->i64(2), static_cast<int64_t>(kPng.size()));
  EXPECT_EQ(row->i64(3), clock_.now_ms());
  EXPECT_EQ(count_files(), 1u);  // no temporary file left behind

  auto got = send("GET", url);
  ASSERT_EQ(got.status, 200);
  EXPECT_EQ(got.body, kPng);
  EXPECT_EQ(got.content_type, "image/png");
  auto header = [&](const std::string& name) {
    for (const auto& [k, v] : got.headers) {
      if (k == name) return v;
    }
    return std::string();
  };
  EXPECT_EQ(header("X-Content-Type-Options"), "nosniff");
  EXPECT_EQ(header("Cache-Control"), "public, max-age=31536000, immutable");
}

TEST_P(UploadRoutes, TheTypeComesFromTheBytesNotTheNameOrDeclaredType) {
  auto r = upload(multipart_body("file", "photo.jpg", "image/jpeg", "GIF89a\x01\x00\x01\x00"s));
  ASSERT_EQ(r.status, 200) << r.body;
  auto data = envelope(r).at("data").as_object();
  EXPECT_EQ(data.at("contentType").as_string(), "image/gif");
  EXPECT_EQ(std::string(data.at("url").as_string()).substr(std::string("/uploads/").size() + kNameTokenChars), ".gif");
}

TEST_P(UploadRoutes, RecordsTheOwnerWhenOneIsKnown) {
  db().write([](db::Tx& tx) {
    tx.exec("INSERT INTO member (id, invite_code, member_card_no, created_at, updated_at) VALUES (42, 'INV42', 'C42', 0, 0)");
  });
  owner_ = 42;
  auto r = upload(multipart_body("file", "a.png", "image/png", kPng));
  ASSERT_EQ(r.status, 200) << r.body;
  std::string id(envelope(r).at("data").at("id").as_string());
  auto member = db().read_value([&](db::Tx& tx) { return tx.query_one("SELECT member_id FROM upload WHERE id = $1", {id})->i64(0); });
  EXPECT_EQ(member, 42);
}

TEST_P(UploadRoutes, RefusesTextDressedAsAPngInTheCallersLanguage) {
  auto r = upload(multipart_body("file", "cat.png", "image/png", "just some text"), "en");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(envelope(r).at("resultMsg").as_string(), "Only JPG, PNG, GIF or WebP images and MP4 or MOV videos can be uploaded");
  EXPECT_EQ(count_rows(), 0);
  EXPECT_EQ(count_files(), 0u);
}

TEST_P(UploadRoutes, RefusesFilesOverTheLimitWithTheSpecMessage) {
  std::string exactly = kPng + std::string(1000 - kPng.size(), '\0');
  EXPECT_EQ(upload(multipart_body("file", "a.png", "image/png", exactly)).status, 200);
  auto r = upload(multipart_body("file", "a.png", "image/png", exactly + "x"), "zh-CN");
  EXPECT_EQ(r.status, 413);
  EXPECT_EQ(envelope(r).at("resultMsg").as_string(), "图片大小不能超过5MB");
  EXPECT_EQ(count_rows(), 1);
}

TEST_P(UploadRoutes, RefusesAMissingOrEmptyFileField) {
  for (const std::string& body : {multipart_body("avatar", "a.png", "image/png", kPng), multipart_body("file", "a.png", "image/png", ""),
                                  "--" + kBoundary + "--\r\n"}) {
    auto r = upload(body, "zh-HK");
    EXPECT_EQ(r.status, 400) << body;
    EXPECT_EQ(envelope(r).at("resultMsg").as_string(), "請選擇要上傳的圖片");
  }
}

TEST_P(UploadRoutes, RefusesMalformedMultipartWith400) {
  std::string body = multipart_body("file", "a.png", "image/png", kPng);
  EXPECT_EQ(upload(body.substr(0, body.size() - 6)).status, 400);  // no closing delimiter
  EXPECT_EQ(send("POST", "/v1/upload/singlefile", body, "multipart/form-data").status, 400);  // no boundary
  EXPECT_EQ(send("POST", "/v1/upload/singlefile", body, "application/octet-stream").status, 400);
  EXPECT_EQ(count_rows(), 0);
}

TEST_P(UploadRoutes, ServesOnlyStrictNamesThatExist) {
  EXPECT_EQ(send("GET", "/uploads/AbCdEfGhIjKlMnOpQr_-09.png").status, 404);  // well formed, absent
  EXPECT_EQ(send("GET", "/uploads/secret.txt").status, 404);
  EXPECT_EQ(send("GET", "/uploads/..%2F..%2Fetc%2Fpasswd").status, 400);  // the dispatcher refuses ".."
  EXPECT_EQ(send("GET", "/uploads/a%2Fb.png").status, 404);
  // A file put in the folder by other means with a name outside the pattern is never served.
  fs::create_directories(dir_);
  std::ofstream(dir_ / "notes.png") << kPng;
  EXPECT_EQ(send("GET", "/uploads/notes.png").status, 404);
}

// Several servers on one PostgreSQL: the picture lives in the database, so every server serves
// it, and an erasure removes the only copy in its own transaction.
TEST_P(UploadRoutes, OnPostgresThePictureIsKeptInTheDatabaseAndErasedWithItsRow) {
  if (db().dialect() != db::Dialect::postgres) GTEST_SKIP() << "the database store is PostgreSQL's";
  db().write([](db::Tx& tx) {
    tx.exec("INSERT INTO member (id, invite_code, member_card_no, created_at, updated_at) VALUES (9, 'INV9', 'C9', 0, 0)");
  });
  owner_ = 9;
  http::Router other;  // another server's routes on the same database
  UploadOptions options;
  options.store = std::make_shared<DatabaseStore>();
  options.owner = [this](const http::Request&) { return owner_; };
  register_routes(other, db(), clock_, options);
  auto r = send_via(other, "POST", "/v1/upload/singlefile", multipart_body("file", "cat.png", "image/png", kPng),
                    "multipart/form-data; boundary=" + kBoundary);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string id(envelope(r).at("data").at("id").as_string());
  EXPECT_EQ(count_files(), 0u);  // nothing on this machine's disk
  EXPECT_EQ(send_via(other, "GET", "/uploads/" + id).body, kPng);

  db().write([&](db::Tx& tx) { erase_member_uploads(tx, *options.store, 9); });
  EXPECT_EQ(send_via(other, "GET", "/uploads/" + id).status, 404);
  EXPECT_EQ(db().read_value([](db::Tx& tx) { return tx.query_one("SELECT COUNT(*) FROM upload_content")->i64(0); }), 0);
}

QSR_FOR_EACH_DIALECT(UploadRoutes);

}  // namespace qsr::upload
