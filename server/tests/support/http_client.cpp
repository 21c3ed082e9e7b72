#include "support/http_client.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/json.hpp>

namespace qsr::test {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;

int64_t HttpResult::result_code() const {
  if (!json.is_object()) return -999;
  const auto* v = json.get_object().if_contains("resultCode");
  return v && v->is_int64() ? v->get_int64() : -998;
}

const boost::json::value& HttpResult::data() const {
  static const boost::json::value null;
  if (!json.is_object()) return null;
  const auto* v = json.get_object().if_contains("data");
  return v ? *v : null;
}

std::string HttpResult::result_msg() const {
  if (!json.is_object()) return "";
  const auto* v = json.get_object().if_contains("resultMsg");
  return v && v->is_string() ? std::string(v->get_string()) : "";
}

HttpResult HttpClient::request(const std::string& method, const std::string& target, const std::string& body,
                               const std::map<std::string, std::string>& headers) const {
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.expires_after(std::chrono::seconds(30));
  if (!source_.empty()) {
    stream.socket().open(asio::ip::tcp::v4());
    stream.socket().bind(asio::ip::tcp::endpoint(asio::ip::make_address(source_), 0));
  }
  stream.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port_)));
  bhttp::request<bhttp::string_body> req{bhttp::string_to_verb(method), target, 11};
  req.set(bhttp::field::host, "127.0.0.1");
  for (const auto& [k, v] : headers) req.set(k, v);
  if (!body.empty() || method == "POST" || method == "PUT") {
    req.body() = body;
    req.prepare_payload();
  }
  bhttp::write(stream, req);
  beast::flat_buffer buffer;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  if (method == "HEAD") parser.skip(true);
  bhttp::read(stream, buffer, parser);
  auto res = parser.release();
  HttpResult out;
  out.status = static_cast<int>(res.result_int());
  for (const auto& f : res) {
    std::string name(f.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    out.headers[name] = std::string(f.value());
  }
  out.body = res.body();
  boost::system::error_code ec;
  out.json = boost::json::parse(out.body, ec);
  if (ec) out.json = nullptr;
  beast::error_code ignored;
  stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  return out;
}

HttpResult HttpClient::get(const std::string& target, const std::map<std::string, std::string>& headers) const {
  return request("GET", target, "", headers);
}

HttpResult HttpClient::post_json(const std::string& target, const std::string& json_body,
                                 const std::map<std::string, std::string>& headers) const {
  auto h = headers;
  h["Content-Type"] = "application/json";
  return request("POST", target, json_body, h);
}

HttpResult HttpClient::post_form(const std::string& target, const std::string& form_body,
                                 const std::map<std::string, std::string>& headers) const {
  auto h = headers;
  h["Content-Type"] = "application/x-www-form-urlencoded";
  return request("POST", target, form_body, h);
}

std::string HttpClient::raw(const std::string& bytes, int timeout_ms) const {
  asio::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port_)));
  asio::write(stream.socket(), asio::buffer(bytes));
  std::string out;
  char buf[8192];
  stream.expires_after(std::chrono::milliseconds(timeout_ms));
  for (;;) {
    beast::error_code ec;
    size_t n = stream.read_some(asio::buffer(buf), ec);
    out.append(buf, n);
    if (ec) break;
  }
  return out;
}

}  // namespace qsr::test
