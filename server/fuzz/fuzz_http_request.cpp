// Raw bytes from a socket to an answer, without the socket: Beast's request parser with the
// server's limits, the request built by http::request_from_beast (as the server's sessions build
// it), then Dispatcher::prepare (target split and percent-decoding, query and body parsing, the
// text rule, trace id, language, routing with path parameters, fast paths, static files) and
// Dispatcher::run on a handler that reads every field through Request's typed accessors and
// echoes them back.
//
// Checks beyond "no crash, no sanitizer report":
// - every envelope the dispatcher answers with is valid JSON (so nothing accepted can make a JSON
//   answer invalid, the way bytes that are not UTF-8 once did);
// - a request that reaches a handler has only acceptable text in its path, path parameters,
//   header values and fields, and no number past the range of a double;
// - a static file answer is one of the files in the served folders (nothing climbs out).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "http/beast_request.h"
#include "http/dispatcher.h"
#include "http/envelope.h"
#include "http/input_parser.h"

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace fs = std::filesystem;
using namespace qsr;
using namespace qsr::http;

namespace {

// The server's defaults (ServerOptions): 8 KiB of header, 1 MiB of body.
constexpr uint32_t kHeaderLimit = 8 * 1024;
constexpr uint64_t kBodyLimit = 1024 * 1024;

[[noreturn]] void fail(const char* what, std::string_view detail) {
  std::fprintf(stderr, "fuzz_http_request: %s: %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}

// Reads every field the way handlers do; AppError is the expected answer to a bad value.
Response echo(Request& req) {
  boost::json::object fields;
  for (const auto& [key, value] : req.input) {
    const std::string name(key);
    boost::json::object seen;
    try { if (auto s = req.opt_str(name)) seen["str"] = *s; } catch (const AppError&) {}
    try { if (auto i = req.opt_int(name)) seen["int"] = *i; } catch (const AppError&) {}
    try { if (auto d = req.opt_double(name)) seen["double"] = *d; } catch (const AppError&) {}
    try { seen["flag"] = req.flag(name); } catch (const AppError&) {}
    try { seen["id"] = json_id(value, name); } catch (const AppError&) {}
    fields[key] = std::move(seen);
  }
  boost::json::object params;
  for (const auto& [k, v] : req.path_params) params[k] = v;
  if (req.input.contains("fail")) throw AppError::invalid("fail");
  if (req.input.contains("crash")) throw std::runtime_error("handler failure");
  return ok(req, boost::json::object{{"fields", std::move(fields)}, {"params", std::move(params)},
                                     {"path", req.path}, {"lang", lang_tag(req.lang)}, {"trace", req.trace_id}});
}

struct World {
  fs::path dir;
  Router router;
  std::shared_ptr<StaticFiles> web, media;
  std::set<std::string> file_contents;
  std::unique_ptr<Dispatcher> dispatcher;

  World() {
    dir = fs::temp_directory_path() / ("qsr-fuzz-http-" + std::to_string(::getpid()));
    auto write = [&](const fs::path& p, const std::string& content) {
      fs::create_directories(p.parent_path());
      std::ofstream(p, std::ios::binary) << content;
      file_contents.insert(content);
    };
    write(dir / "web/index.html", "<!doctype html><title>qsr</title>");
    write(dir / "web/assets/app-abc123.js", "console.log('app')");
    write(dir / "web/assets/app-abc123.js.gz", "GZIPPED");
    write(dir / "media/brand/logo.svg", "<svg/>");
    write(dir / "secret.txt", "SECRET OUTSIDE THE ROOTS");
    file_contents.erase("SECRET OUTSIDE THE ROOTS");
    web = std::make_shared<StaticFiles>(dir / "web", "", true);
    media = std::make_shared<StaticFiles>(dir / "media", "/media", false);

    router.get("/v1/store/list", echo);
    router.post("/v1/address", echo);
    router.post("/v1/order/{orderId}/cancel", echo);
    router.get("/v1/goods/{goodsId}/detail/{skuId}", echo, [](Request& req) -> std::optional<Response> {
      if (req.flag("cached")) return ok(req, boost::json::value(req.path_params.at("goodsId")));
      if (req.input.contains("fastFail")) throw AppError::invalid("fastFail");
      return std::nullopt;
    });
    router.add("PUT", "/v1/member/{id}", echo);
    dispatcher = std::make_unique<Dispatcher>(router, web, media);
  }
  ~World() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

World* world = nullptr;

void check_answer(const Request& req, const Response& res) {
  if (res.content_type.rfind("application/json", 0) == 0 && res.status != 304) {
    boost::system::error_code ec;
    auto v = boost::json::parse(res.body, ec);
    if (ec || !v.is_object() || !v.as_object().contains("resultCode")) fail("answer is not a JSON envelope", res.body);
  } else if (res.status == 200 && !world->file_contents.count(res.body)) {
    fail("static answer is not one of the served files", req.path);
  }
}

void check_reached_handler(const Request& req) {
  if (!acceptable_text(req.path, false)) fail("path with unacceptable text reached a handler", req.path);
  for (const auto& [k, v] : req.path_params) {
    if (!acceptable_text(v, false)) fail("path parameter with unacceptable text", v);
  }
  if (auto h = first_unacceptable_header(req)) fail("header with unacceptable text reached a handler", *h);
  if (auto f = first_unacceptable_field(req.input)) fail("field with unacceptable text reached a handler", *f);
  if (auto f = first_non_finite_number(req.input)) fail("non-finite number reached a handler", *f);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  spdlog::set_level(spdlog::level::off);
  world = new World();
  std::atexit([] { delete world; });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  bhttp::request_parser<bhttp::string_body> parser;
  parser.header_limit(kHeaderLimit);
  parser.body_limit(kBodyLimit);
  parser.eager(true);
  beast::error_code ec;
  boost::asio::const_buffer in(data, size);
  while (in.size() > 0 && !parser.is_done()) {
    const size_t used = parser.put(in, ec);
    if (ec == bhttp::error::need_more) {
      ec = {};
      break;
    }
    if (ec) return 0;  // the server answers 400/413/431 and closes
    in += used;
    if (used == 0) break;
  }
  if (!parser.is_done()) {
    // Nothing at all: the server's read ends with end_of_stream and closes (Beast asserts that
    // put_eof follows some bytes).
    if (!parser.got_some()) return 0;
    parser.put_eof(ec);
    if (ec || !parser.is_done()) return 0;  // incomplete: the server waits, then times out
  }
  auto breq = parser.release();
  if (beast::websocket::is_upgrade(breq)) {
    std::string_view target = breq.target();
    if (target == "/ws" || target.rfind("/ws?", 0) == 0) return 0;  // handed to the WebSocket hub
  }

  // As the server's session builds it.
  Request req = request_from_beast(breq, "127.0.0.1");

  auto step = world->dispatcher->prepare(req);
  if (step.response) {
    if (step.response->status < 400) check_reached_handler(req);
    check_answer(req, *step.response);
    return 0;
  }
  check_reached_handler(req);
  Response res = world->dispatcher->run(req, *step.route);
  check_answer(req, res);
  return 0;
}
