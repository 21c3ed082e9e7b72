// The table's code lookup (spec 001 §7 /v1/DinnerOrder/getSkuIdByCode): a code printed on the menu
// names the goods and its specification at the table's store; a code the store does not sell is
// as unknown as one nobody printed; bad input is refused in the caller's language. SQLite and
// PostgreSQL.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "support/test_server.h"

namespace qsr::test {
namespace {

const int64_t kMondayNoon = hk_ms(2026, 11, 23, 12, 0);

const std::string kAdmin = "test-admin-token-0123456789";

class GoodsCodeApi : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<TestServer>(ServerSetup{.fake_now_ms = kMondayNoon, .env = {{"QSR_ADMIN_TOKEN", kAdmin}}});
  }
  HttpResult admin_post(const std::string& path, const std::string& body, const std::string& token = kAdmin) {
    return server_->client().post_json(path, body, {{"X-Admin-Token", token}, {"Accept-Language", "en"}});
  }
  HttpResult lookup(const std::string& query, const std::string& lang = "en") {
    return server_->client().get("/v1/DinnerOrder/getSkuIdByCode?" + query, {{"Accept-Language", lang}});
  }
  std::unique_ptr<TestServer> server_;
};

TEST_F(GoodsCodeApi, Code_NamesTheGoodsAndItsSpecificationAtTheTablesStoreWhateverItsCase) {
  auto iced = lookup("sid=1&code=%20t01c");
  ASSERT_EQ(iced.result_code(), 0) << iced.body;
  EXPECT_EQ(iced.data().at("goodsId").as_int64(), 2001);
  EXPECT_EQ(iced.data().at("skuId").as_int64(), 200102);
  EXPECT_EQ(iced.data().at("name").as_string(), "Milk Tea");
  EXPECT_EQ(iced.data().at("specName").as_string(), "Iced");
  EXPECT_EQ(iced.data().at("status").as_int64(), 1);
  // A barcode under the seed's other names: the goods itself, no specification.
  auto bar = lookup("sid=1&barcode=4890000000019");
  ASSERT_EQ(bar.result_code(), 0) << bar.body;
  EXPECT_EQ(bar.data().at("goodsId").as_int64(), 2002);
  EXPECT_EQ(bar.data().at("skuId").as_int64(), 0);
  EXPECT_EQ(bar.data().at("price").as_string(), "17");
  EXPECT_EQ(lookup("sid=1&skuCode=M01").data().at("goodsId").as_int64(), 1001);
  // Sold out today: still named, with its state, so the table can say so.
  auto sold_out = lookup("sid=1&code=W01");
  ASSERT_EQ(sold_out.result_code(), 0) << sold_out.body;
  EXPECT_EQ(sold_out.data().at("status").as_int64(), 2);
}

TEST_F(GoodsCodeApi, Code_ThatTheStoreDoesNotSellIsAsUnknownAsOneNobodyPrinted) {
  const std::map<std::string, std::string> texts = {{"zh-HK", "本門店沒有此編號的餐品，請核對餐牌上的編號"},
                                                    {"zh-CN", "本门店没有此编号的餐品，请核对菜单上的编号"},
                                                    {"en", "This store has no dish with that code. Please check the code on the menu"}};
  for (const auto& [lang, text] : texts) {
    auto r = lookup("sid=1&code=ZZZ9", lang);
    EXPECT_EQ(r.status, 404);
    EXPECT_EQ(r.result_msg(), text) << lang;
  }
  EXPECT_EQ(lookup("sid=2&code=F01").status, 404);   // removed from store 2's menu
  EXPECT_EQ(lookup("sid=2&code=T01C").status, 404);  // store 2 sells no iced milk tea
  EXPECT_EQ(lookup("sid=2&code=T01H").status, 200);
  EXPECT_EQ(lookup("sid=1&code=N01").status, 404);   // only a set's component
}

TEST_F(GoodsCodeApi, BadInput_IsRefusedWithAClearMessage) {
  EXPECT_EQ(lookup("sid=1").status, 400);
  EXPECT_EQ(lookup("sid=1&code=M01;DROP").status, 400);
  EXPECT_EQ(lookup("sid=1&code=" + std::string(33, 'A')).status, 400);
  EXPECT_EQ(lookup("code=M01").status, 400);
  auto store = lookup("sid=99&code=M01");
  EXPECT_EQ(store.status, 404);
  EXPECT_EQ(store.result_msg(), "Store not found");
}

// Operators print new codes and retire old ones without a new brand folder: the table's lookup
// answers the change at once, and what the menu does not have is refused, changing nothing.
TEST_F(GoodsCodeApi, Admin_PrintsMovesAndRetiresCodesAndTheTablesLookupFollows) {
  auto saved = admin_post("/admin/v1/goods-codes", R"({"code":" t02 ","goodsId":2001,"optionId":200101})");
  ASSERT_EQ(saved.result_code(), 0) << saved.body;
  EXPECT_EQ(saved.data().at("code").as_string(), "T02");
  EXPECT_EQ(lookup("sid=1&code=T02").data().at("skuId").as_int64(), 200101);
  // The same code moved to other goods: the lookup names those now.
  ASSERT_EQ(admin_post("/admin/v1/goods-codes", R"({"code":"T02","goodsId":2002})").result_code(), 0);
  EXPECT_EQ(lookup("sid=1&code=T02").data().at("goodsId").as_int64(), 2002);
  auto listed = server_->client().get("/admin/v1/goods-codes?goodsId=2002", {{"X-Admin-Token", kAdmin}});
  ASSERT_EQ(listed.result_code(), 0) << listed.body;
  std::vector<std::string> codes;
  for (const auto& c : listed.data().at("list").as_array()) codes.emplace_back(c.at("code").as_string());
  EXPECT_EQ(codes, (std::vector<std::string>{"4890000000019", "T02"}));

  ASSERT_EQ(admin_post("/admin/v1/goods-codes/delete", R"({"code":"t02"})").result_code(), 0);
  EXPECT_EQ(lookup("sid=1&code=T02").status, 404);
  EXPECT_EQ(admin_post("/admin/v1/goods-codes/delete", R"({"code":"T02"})").status, 404);
}

TEST_F(GoodsCodeApi, Admin_RefusesWhatTheMenuDoesNotHaveAndAnyoneWithoutTheToken) {
  for (const char* body : {R"({"code":"X;1","goodsId":2001})", R"({"code":"X1","goodsId":999999})",
                           R"({"code":"X1","goodsId":2002,"optionId":200101})", R"({"goodsId":2001})"}) {
    EXPECT_EQ(admin_post("/admin/v1/goods-codes", body).status, 400) << body;
  }
  EXPECT_EQ(admin_post("/admin/v1/goods-codes", R"({"code":"X1","goodsId":2001})", "wrong-token").status, 403);
  EXPECT_EQ(server_->client().get("/admin/v1/goods-codes").status, 403);
  EXPECT_EQ(lookup("sid=1&code=X1").status, 404);  // nothing was printed
  EXPECT_EQ(lookup("sid=1&code=T01C").data().at("skuId").as_int64(), 200102);  // nor moved
}

}  // namespace
}  // namespace qsr::test
