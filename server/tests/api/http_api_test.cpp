// API tests of the HTTP layer itself: envelope, limits, bodies, language, trace ids, static
// files, keep-alive, WebSocket, graceful shutdown.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace fs = std::filesystem;

namespace {

// A built web app in the server's QSR_WEB_DIR.
std::string make_web_dir() {
  static int n = 0;
  fs::path dir = fs::temp_directory_path() / ("qsr-web-" + std::to_string(getpid()) + "-" + std::to_string(n++));
  fs::create_directories(dir / "assets");
  std::ofstream(dir / "index.html") << "<!doctype html><title>qsr</title><div id=root></div>";
  std::ofstream(dir / "assets" / "app-abc123.js") << "console.log('app')";
  std::ofstream(dir / "assets" / "app-abc123.js.gz") << "GZIPPED";  // stands for the precompressed file
  std::ofstream(dir / "version.json") << R"({"version":"web-42"})";
  return dir.string();
}

class HttpApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    web_dir_ = make_web_dir();
    server_ = new TestServer({.env = {{"QSR_WEB_DIR", web_dir_}}});
  }
  static void TearDownTestSuite() {
    delete server_;
    fs::remove_all(web_dir_);
  }
  HttpClient http() const { return server_->client(); }
  static TestServer* server_;
  static std::string web_dir_;
};
TestServer* HttpApi::server_ = nullptr;
std::string HttpApi::web_dir_;

}  // namespace

TEST_F(HttpApi, Healthz_ChecksTheDatabase) {
  auto r = http().get("/healthz");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.result_code(), 0);
  EXPECT_EQ(r.data().at("db").as_string(), server_->uses_postgres() ? "postgresql" : "sqlite");
}

TEST_F(HttpApi, UnknownApiPath_Answers404Envelope) {
  auto r = http().get("/v1/no/such/thing");
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(r.result_code(), 404);
  EXPECT_EQ(r.result_msg(), "找不到此頁面或資料");
}

TEST_F(HttpApi, WrongMethod_Answers405) {
  auto r = http().post_json("/v1/store/list", "{}");
  EXPECT_EQ(r.status, 405);
  EXPECT_EQ(r.result_code(), 405);
}

TEST_F(HttpApi, MalformedJson_Answers400WithALocalizedMessage) {
  auto r = http().post_json("/v1/store/match/address", R"({"lat": 22.3,)", {{"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_code(), 400);
  EXPECT_EQ(r.result_msg(), "Malformed request: the JSON cannot be parsed");
}

TEST_F(HttpApi, MalformedForm_Answers400) {
  auto r = http().post_form("/v1/store/match/address", "lat=%zz&lng=1");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_code(), 400);
}

TEST_F(HttpApi, JsonAndFormBodies_AreReadAlike) {
  auto json = http().post_json("/v1/store/match/address", R"({"lat":22.2830,"lng":114.1580})");
  auto form = http().post_form("/v1/store/match/address", "lat=22.2830&lng=114.1580");
  EXPECT_EQ(json.result_code(), form.result_code());
  EXPECT_EQ(json.data(), form.data());
}

TEST_F(HttpApi, TraceId_IsEchoedWhenGivenAndMadeWhenNot) {
  auto given = http().get("/healthz", {{"X-Trace-Id", "abc-123"}});
  EXPECT_EQ(given.header("x-trace-id"), "abc-123");
  auto query = http().get("/healthz?traceId=q-1");
  EXPECT_EQ(query.header("x-trace-id"), "q-1");
  auto made = http().get("/healthz");
  EXPECT_EQ(made.header("x-trace-id").size(), 16u);
  auto hostile = http().get("/healthz", {{"X-Trace-Id", "<script>"}});
  EXPECT_NE(hostile.header("x-trace-id"), "<script>");
}

TEST_F(HttpApi, Language_FromAcceptLanguageOrTheLangParameterDefaultingToZhHK) {
  EXPECT_EQ(http().get("/v1/nope").result_msg(), "找不到此頁面或資料");
  EXPECT_EQ(http().get("/v1/nope", {{"Accept-Language", "zh-CN"}}).result_msg(), "找不到此页面或数据");
  EXPECT_EQ(http().get("/v1/nope", {{"Accept-Language", "fr-FR, en;q=0.5"}}).result_msg(), "Not found");
  EXPECT_EQ(http().get("/v1/nope?lang=en", {{"Accept-Language", "zh-CN"}}).result_msg(), "Not found");
  EXPECT_EQ(http().get("/v1/nope", {{"Accept-Language", "de"}}).result_msg(), "找不到此頁面或資料");
}

TEST_F(HttpApi, PathTraversal_IsRejected) {
  for (const char* target : {"/../../etc/passwd", "/media/../../etc/passwd", "/media/%2e%2e/%2e%2e/etc/passwd",
                             "/assets/..%2f..%2fetc%2fpasswd"}) {
    std::string res = http().raw(std::string("GET ") + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    EXPECT_NE(res.find("HTTP/1.1 400"), std::string::npos) << target << "\n" << res;
    EXPECT_EQ(res.find("root:"), std::string::npos);
  }
}

TEST_F(HttpApi, BodyOverOneMebibyte_Answers413) {
  // The server refuses on the declared length, before reading the body.
  std::string res = http().raw("POST /v1/store/match/address HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
                               "Content-Length: " + std::to_string(1024 * 1024 + 1) + "\r\n\r\n");
  EXPECT_NE(res.find("HTTP/1.1 413"), std::string::npos) << res.substr(0, 200);
}

TEST_F(HttpApi, HeadersOverEightKibibytes_AreRefused) {
  std::string res = http().raw("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(9000, 'b') + "\r\n\r\n");
  EXPECT_NE(res.find("HTTP/1.1 431"), std::string::npos) << res.substr(0, 200);
}

TEST_F(HttpApi, KeepAlive_ServesSeveralRequestsOnOneConnection) {
  std::string res = http().raw(
      "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
      "GET /v1/store/cityList HTTP/1.1\r\nHost: x\r\n\r\n"
      "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  size_t count = 0;
  for (size_t pos = 0; (pos = res.find("HTTP/1.1 200", pos)) != std::string::npos; ++pos) ++count;
  EXPECT_EQ(count, 3u) << res.substr(0, 400);
}

TEST_F(HttpApi, GarbageRequest_Answers400AndTheServerKeepsServing) {
  std::string res = http().raw("BLAH\r\n\r\n");
  EXPECT_NE(res.find("400"), std::string::npos) << res;
  EXPECT_EQ(http().get("/healthz").status, 200);
}

TEST_F(HttpApi, WebApp_HistoryRoutingServesIndexForPagePaths) {
  auto r = http().get("/pages/store/goods?sid=1");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("<div id=root>"), std::string::npos);
  EXPECT_EQ(r.header("cache-control"), "no-cache");
  EXPECT_EQ(http().get("/").status, 200);
  EXPECT_EQ(http().get("/missing-file.js").status, 404);
}

TEST_F(HttpApi, WebApp_HashedAssetsAreCachedForAYearAndGzippedWhenAccepted) {
  auto plain = http().get("/assets/app-abc123.js");
  EXPECT_EQ(plain.body, "console.log('app')");
  EXPECT_EQ(plain.header("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(plain.header("content-type"), "text/javascript; charset=utf-8");
  auto gz = http().get("/assets/app-abc123.js", {{"Accept-Encoding", "gzip, br"}});
  EXPECT_EQ(gz.header("content-encoding"), "gzip");
  EXPECT_EQ(gz.body, "GZIPPED");
  auto again = http().get("/assets/app-abc123.js", {{"If-None-Match", plain.header("etag")}});
  EXPECT_EQ(again.status, 304);
}

TEST_F(HttpApi, WebApp_ARebuiltFileIsServedWithoutARestart) {
  fs::path index = fs::path(web_dir_) / "index.html";
  EXPECT_NE(http().get("/").body.find("<div id=root>"), std::string::npos);
  std::ofstream(index) << "<!doctype html><title>qsr</title><main id=rebuilt></main>";
  fs::last_write_time(index, fs::last_write_time(index) + std::chrono::seconds(2));
  EXPECT_NE(http().get("/").body.find("rebuilt"), std::string::npos);
  std::ofstream(index) << "<!doctype html><title>qsr</title><div id=root></div>";
  fs::last_write_time(index, fs::last_write_time(index) + std::chrono::seconds(4));
}

TEST_F(HttpApi, VersionJson_NamesTheWebBuild) {
  auto r = http().get("/version.json");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.json.at("version").as_string(), "web-42");
  EXPECT_EQ(r.header("cache-control"), "no-cache");
}

TEST_F(HttpApi, WebSocket_SubscribesToPublicTopicsAndAnswersPing) {
  namespace asio = boost::asio;
  namespace beast = boost::beast;
  asio::io_context ioc;
  beast::websocket::stream<asio::ip::tcp::socket> ws(ioc);
  ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(server_->port())});
  ws.handshake("127.0.0.1", "/ws");
  auto exchange = [&](const std::string& text) {
    ws.write(asio::buffer(text));
    beast::flat_buffer buffer;
    ws.read(buffer);
    return boost::json::parse(beast::buffers_to_string(buffer.data()));
  };
  EXPECT_EQ(exchange(R"({"op":"ping"})").at("op").as_string(), "pong");
  auto sub = exchange(R"({"op":"subscribe","topic":"store:1"})");
  EXPECT_EQ(sub.at("op").as_string(), "subscribed");
  auto denied = exchange(R"({"op":"subscribe","topic":"group:secret"})");
  EXPECT_EQ(denied.at("error").as_string(), "forbidden_topic");
  auto junk = exchange("not json");
  EXPECT_EQ(junk.at("op").as_string(), "error");
  ws.close(beast::websocket::close_code::normal);
}

// ---- The text rule: every field, query parameter and header value is UTF-8 without control
// characters (tab everywhere, line breaks in fields), or the request is refused whole. ----

namespace {

class HttpTextRule : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = hk_ms(2026, 11, 23, 12, 0)});  // a Monday noon: open
    token_ = server_->member_token("91000002");
    auto r = post_json("/v1/cart/add", R"({"sid":1,"orderType":2,"goods_id":2002})");
    ASSERT_EQ(r.result_code(), 0) << r.body;
  }
  HttpResult post_json(const std::string& path, const std::string& body, std::map<std::string, std::string> headers = {}) {
    headers["auth"] = token_;
    return server_->client().post_json(path, body, headers);
  }
  HttpResult post_form(const std::string& path, const std::string& body, std::map<std::string, std::string> headers = {}) {
    headers["auth"] = token_;
    return server_->client().post_form(path, body, headers);
  }
  int64_t total(const std::string& list_path) {
    auto r = server_->client().get(list_path, {{"auth", token_}});
    EXPECT_EQ(r.result_code(), 0) << r.body;
    return r.data().at("total").as_int64();
  }
  static constexpr const char* kSubmitForm = "sid=1&orderType=2&areaCode=852&phone=91000002";
  static constexpr const char* kAddressJson =
      R"("areaCode":"852","phone":"91234567","address":"1 Queen's Road Central","houseNumber":"Flat A","lat":22.2819,"lng":114.1566)";

  std::unique_ptr<TestServer> server_;
  std::string token_;
};

}  // namespace

TEST_F(HttpTextRule, InvalidUtf8InAFormField_Answers400InEveryLanguageAndStoresNothing) {
  const std::string form = std::string(kSubmitForm) + "&note=%ff%fe";
  auto hk = post_form("/v1/order/submit", form, {{"Idempotency-Key", "k1"}});
  EXPECT_EQ(hk.status, 400);
  EXPECT_EQ(hk.result_code(), 400);
  EXPECT_EQ(hk.result_msg(), "參數含有無效字元：note");
  auto cn = post_form("/v1/order/submit", form, {{"Idempotency-Key", "k2"}, {"Accept-Language", "zh-CN"}});
  EXPECT_EQ(cn.result_msg(), "参数含有无效字符：note");
  auto en = post_form("/v1/order/submit", form, {{"Idempotency-Key", "k3"}, {"Accept-Language", "en"}});
  EXPECT_EQ(en.result_msg(), "Invalid characters in parameter: note");
  EXPECT_EQ(total("/v1/order/list"), 0);

  auto address = post_form("/v1/address", "consignee=%ff&areaCode=852&phone=91234567&address=x&lat=22.28&lng=114.15");
  EXPECT_EQ(address.status, 400);
  EXPECT_EQ(address.result_msg(), "參數含有無效字元：consignee");
  EXPECT_EQ(total("/v1/address/list"), 0);
  // A query parameter is a field too.
  auto query = server_->client().get("/v1/order/list?pageNum=1&keyword=%C0%AF", {{"auth", token_}, {"Accept-Language", "en"}});
  EXPECT_EQ(query.status, 400);
  EXPECT_EQ(query.result_msg(), "Invalid characters in parameter: keyword");
}

TEST_F(HttpTextRule, ByteE9InAHeaderValue_Answers400AndStoresNothing) {
  auto r = post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000002","note":"少冰"})",
                     {{"Idempotency-Key", "key-\xE9"}, {"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_code(), 400);
  EXPECT_EQ(r.result_msg(), "Invalid characters in request header: idempotency-key");
  auto hk = post_json("/v1/address", std::string(R"({"consignee":"Chan",)") + kAddressJson + "}", {{"Terminal-Code", "\xE9"}});
  EXPECT_EQ(hk.status, 400);
  EXPECT_EQ(hk.result_msg(), "請求標頭含有無效字元：terminal-code");
  EXPECT_EQ(total("/v1/order/list"), 0);
  EXPECT_EQ(total("/v1/address/list"), 0);
}

TEST_F(HttpTextRule, NulInAJsonString_Answers400RatherThanStoringTheTextCutShort) {
  auto r = post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000002","note":"a\u0000b"})",
                     {{"Idempotency-Key", "k1"}, {"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_msg(), "Invalid characters in parameter: note");
  auto address = post_json("/v1/address", std::string(R"({"consignee":"a\u0000b",)") + kAddressJson + "}");
  EXPECT_EQ(address.status, 400);
  EXPECT_EQ(address.result_msg(), "參數含有無效字元：consignee");
  auto escape = post_json("/v1/address", std::string(R"({"consignee":"\u001b[31mred",)") + kAddressJson + "}");
  EXPECT_EQ(escape.status, 400);
  EXPECT_EQ(total("/v1/order/list"), 0);
  EXPECT_EQ(total("/v1/address/list"), 0);
}

TEST_F(HttpTextRule, LineBreaksAndTabsInANote_AreAcceptedAndReadBackWhole) {
  auto r = post_json("/v1/order/submit", R"({"sid":1,"orderType":2,"areaCode":"852","phone":"91000002","note":"少冰\r\n走甜\t謝謝"})",
                     {{"Idempotency-Key", "k1"}});
  ASSERT_EQ(r.result_code(), 0) << r.body;
  auto detail = server_->client().get("/v1/order/detail?order_id=" + std::string(r.data().at("order_id").as_string()),
                                      {{"auth", token_}});
  ASSERT_EQ(detail.result_code(), 0) << detail.body;
  EXPECT_EQ(detail.data().at("note").as_string(), "少冰\r\n走甜\t謝謝");
}

// Boost.JSON reads 1e999 as infinity; refused centrally (by name) before any handler sees it.
TEST_F(HttpTextRule, JsonNumberPastTheRangeOfADouble_Answers400NamingTheField) {
  auto r = post_json("/v1/address", R"({"consignee":"Chan","areaCode":"852","phone":"91234567","address":"1 Queen's Road Central","lat":1e999,"lng":114.15})",
                     {{"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_msg(), "Invalid parameter: lat");
  EXPECT_EQ(total("/v1/address/list"), 0);
}

TEST_F(HttpTextRule, PathWithInvalidUtf8_Answers400) {
  auto r = server_->client().get("/v1/order/%ff%fe/detail", {{"auth", token_}, {"Accept-Language", "en"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.result_msg(), "Invalid request path");
}

// Its own server: it is stopped by the test.
TEST(HttpShutdown, Sigterm_DrainsInFlightRequestsAndExitsZero) {
  TestServer server;
  std::atomic<int> status{0};
  std::thread slow([&] {
    // Keep a request in flight while the signal arrives (or, if the signal wins the race, find
    // the door closed: that is a refused connection, not an error of the server).
    try {
      auto r = server.client().get("/v1/store/list");
      status = r.status;
    } catch (const std::exception&) {
      status = 0;
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  int code = server.stop();
  slow.join();
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(status == 200 || status == 0);  // finished, or never started before the close
}

}  // namespace qsr::test
