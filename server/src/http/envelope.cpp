#include "http/envelope.h"

#include <boost/json.hpp>

#include "core/messages.h"

namespace qsr::http {

std::string ok_body(Lang lang, const boost::json::value& data) { return ok_body_text(lang, boost::json::serialize(data)); }

std::string ok_body_text(Lang lang, std::string_view data_json) {
  std::string out = "{\"resultCode\":0,\"resultMsg\":";
  out += boost::json::serialize(boost::json::string(message(lang, "ok")));
  out += ",\"data\":";
  out += data_json;
  out += '}';
  return out;
}

Response ok(const Request& req, boost::json::value data) {
  Response res;
  res.body = ok_body(req.lang, data);
  return res;
}

Response error(const Request& req, const AppError& err) {
  boost::json::object env;
  env["resultCode"] = err.result_code;
  env["resultMsg"] = message(req.lang, err.message_key, err.args);
  env["data"] = err.data;
  Response res;
  res.status = err.http_status;
  res.body = boost::json::serialize(env);
  return res;
}

boost::json::object page(boost::json::array list, int64_t total) {
  boost::json::object o;
  o["list"] = std::move(list);
  o["total"] = total;
  return o;
}

boost::json::object whole_list(boost::json::array list) {
  const auto total = static_cast<int64_t>(list.size());
  return page(std::move(list), total);
}

}  // namespace qsr::http
