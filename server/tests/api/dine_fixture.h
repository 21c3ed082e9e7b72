// The table-ordering API tests' fixture: a server with tables 7, 8 and 9 at store 1, a member
// who pays and a visitor at the table.
#pragma once

#include <map>
#include <memory>
#include <string>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {

inline const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);
inline const int64_t kMondayNine = hk_ms(2026, 11, 23, 9, 0);  // the breakfast set is on sale
inline const std::string kAdmin = "test-admin-token-0123456789";

class DineApi : public ::testing::Test {
 protected:
  virtual int64_t now_ms() const { return kMondayNoon; }
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = now_ms(), .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
    server_->client().post_json("/admin/v1/store/tables", R"({"sid":1,"tables":["7","8","9"]})", {{"X-Admin-Token", kAdmin}});
    payer_ = server_->member_token("99100001");
    visitor_ = std::string(server_->client().post_json("/v1/account/visitor", "{}").data().at("token").as_string());
  }
  // Without a token, the visitor at the table calls.
  HttpResult post(const std::string& path, const std::string& body, const std::string& token = "",
                  std::map<std::string, std::string> h = {}) {
    h["auth"] = token.empty() ? visitor_ : token;
    return server_->client().post_json(path, body, h);
  }
  // Both people sit down at the table: each scans its code (opening or joining it).
  HttpResult seat(const std::string& table) {
    const std::string body = R"({"sid":1,"table_id":")" + table + R"(","tk":")" + tk(table) + R"("})";
    post("/v1/DinnerOrder/openTable", body, payer_);
    return post("/v1/DinnerOrder/openTable", body, visitor_);
  }
  // The token of a table's QR code (the table's calls need it).
  std::string tk(const std::string& table) {
    if (tokens_.empty()) {
      auto list = server_->client().get("/admin/v1/store/tables?sid=1", {{"X-Admin-Token", kAdmin}});
      for (const auto& t : list.data().at("list").as_array()) {
        std::string url(t.at("url").as_string());
        tokens_[std::string(t.at("table_id").as_string())] = url.substr(url.rfind("&tk=") + 4);
      }
    }
    return tokens_.at(table);
  }
  std::unique_ptr<TestServer> server_;
  std::string payer_, visitor_;
  std::map<std::string, std::string> tokens_;
};

class DineBreakfastApi : public DineApi {
 protected:
  int64_t now_ms() const override { return kMondayNine; }
};

}  // namespace qsr::test
