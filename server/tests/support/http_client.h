// A small blocking HTTP/1.1 client for API tests: real sockets, real requests.
#pragma once

#include <map>
#include <string>

#include <boost/json/value.hpp>

namespace qsr::test {

struct HttpResult {
  int status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::string body;
  boost::json::value json;  // parsed body (null when not JSON)

  std::string header(const std::string& lower_name) const {
    auto it = headers.find(lower_name);
    return it == headers.end() ? "" : it->second;
  }
  int64_t result_code() const;
  const boost::json::value& data() const;
  std::string result_msg() const;
};

class HttpClient {
 public:
  explicit HttpClient(int port) : port_(port) {}
  // A client whose connections come from `source` (another loopback address, 127.0.0.x): a
  // different customer as far as the server's per-address limits can tell.
  HttpClient(int port, std::string source) : port_(port), source_(std::move(source)) {}
  HttpResult get(const std::string& target, const std::map<std::string, std::string>& headers = {}) const;
  HttpResult post_json(const std::string& target, const std::string& json_body,
                       const std::map<std::string, std::string>& headers = {}) const;
  HttpResult post_form(const std::string& target, const std::string& form_body,
                       const std::map<std::string, std::string>& headers = {}) const;
  HttpResult request(const std::string& method, const std::string& target, const std::string& body,
                     const std::map<std::string, std::string>& headers) const;
  // Sends raw bytes and returns what comes back before the server closes (or the timeout).
  std::string raw(const std::string& bytes, int timeout_ms = 3000) const;
  int port() const { return port_; }

 private:
  int port_;
  std::string source_;
};

}  // namespace qsr::test
