// Custom pages through the API (issue 19): operators lay a page out from checked blocks; anyone
// reads an active page by its slug in their language; a page taken down or a slug never used
// answers 404; two pages cannot share a slug. SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const std::string kAdmin = "test-admin-token-0123456789";

class PageApi : public ::testing::Test {
 protected:
  void SetUp() override { server_ = std::make_unique<TestServer>(ServerSetup{.env = {{"QSR_ADMIN_TOKEN", kAdmin}}}); }
  HttpClient http() const { return server_->client(); }
  HttpResult admin(const std::string& body) { return http().post_json("/admin/v1/pages", body, {{"X-Admin-Token", kAdmin}}); }
  std::unique_ptr<TestServer> server_;
};

TEST_F(PageApi, Page_SavedByOperatorsAndReadByAnyoneInTheirLanguage) {
  auto saved = admin(R"({"slug":"autumn","title":{"zh-HK":"秋日","en":"Autumn"},"blocks":[
      {"kind":"banner","image":"/media/a.svg","title":{"zh-HK":"保溫杯","en":"Tumbler"},"link":"/integralMall/pages/detail/index?id=2"},
      {"kind":"mall_items","title":"Picks","itemIds":[1,2]}]})");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  auto page = http().get("/v1/page?slug=autumn&lang=en");
  ASSERT_EQ(page.result_code(), 0) << page.body;
  EXPECT_EQ(page.data().at("title").as_string(), "Autumn");
  EXPECT_EQ(page.data().at("blocks").at(0).at("title").as_string(), "Tumbler");
  EXPECT_EQ(page.data().at("blocks").at(1).at("itemIds").as_array().size(), 2u);
  EXPECT_EQ(http().get("/v1/page?slug=autumn").data().at("title").as_string(), "秋日");
  EXPECT_EQ(http().get("/admin/v1/pages", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array().size(), 1u);
}

TEST_F(PageApi, Page_TakenDownOrUnknownIsNotFound) {
  auto saved = admin(R"({"slug":"gone","title":"Gone","blocks":[]})");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  const std::string id = std::to_string(saved.data().at("id").as_int64());
  ASSERT_EQ(admin(R"({"id":)" + id + R"(,"slug":"gone","title":"Gone","active":false})").result_code(), 0);
  EXPECT_EQ(http().get("/v1/page?slug=gone").status, 404);
  EXPECT_EQ(http().get("/v1/page?slug=never").status, 404);
  EXPECT_EQ(http().get("/v1/page?slug=../etc").status, 404);
  EXPECT_EQ(http().get("/v1/page").status, 400);
}

TEST_F(PageApi, Admin_RefusesBadPagesAndChangesNothing) {
  ASSERT_EQ(admin(R"({"slug":"one","title":"One"})").result_code(), 0);
  EXPECT_EQ(admin(R"({"slug":"one","title":"Again"})").status, 409);  // the slug is taken
  EXPECT_EQ(admin(R"({"slug":"Bad Slug","title":"x"})").status, 400);
  EXPECT_EQ(admin(R"({"slug":"x","title":""})").status, 400);
  EXPECT_EQ(admin(R"J({"slug":"x","title":"x","blocks":[{"kind":"banner","image":"/media/a.svg","link":"javascript:alert(1)"}]})J").status, 400);
  EXPECT_EQ(admin(R"({"id":999,"slug":"y","title":"y"})").status, 404);
  EXPECT_EQ(http().post_json("/admin/v1/pages", R"({"slug":"z","title":"z"})").status, 403);
  EXPECT_EQ(http().get("/admin/v1/pages", {{"X-Admin-Token", kAdmin}}).data().at("list").as_array().size(), 1u);
  EXPECT_EQ(http().get("/v1/page?slug=one&lang=en").data().at("title").as_string(), "One");
}

}  // namespace
}  // namespace qsr::test
