#include "http/outbound.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/url/parse.hpp>

namespace qsr::http {
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;

std::optional<OutboundResponse> send_request(const std::string& method, const std::string& url, const std::string& body,
                                             const std::map<std::string, std::string>& headers,
                                             std::chrono::milliseconds timeout) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed || parsed->scheme() != "http") return std::nullopt;
  std::string host(parsed->host());
  std::string port = parsed->has_port() ? std::string(parsed->port()) : "80";
  std::string target(parsed->encoded_target());
  if (target.empty()) target = "/";
  try {
    asio::io_context ioc;
    asio::ip::tcp::resolver resolver(ioc);
    beast::tcp_stream stream(ioc);
    stream.expires_after(timeout);
    stream.connect(resolver.resolve(host, port));
    bhttp::request<bhttp::string_body> req{bhttp::string_to_verb(method), target, 11};
    req.set(bhttp::field::host, host);
    req.set(bhttp::field::user_agent, "qsr-server");
    for (const auto& [k, v] : headers) req.set(k, v);
    req.body() = body;
    req.prepare_payload();
    bhttp::write(stream, req);
    beast::flat_buffer buffer;
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(1024 * 1024);
    bhttp::read(stream, buffer, parser);
    beast::error_code ignored;
    stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
    return OutboundResponse{static_cast<int>(parser.get().result_int()), parser.get().body()};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace qsr::http
