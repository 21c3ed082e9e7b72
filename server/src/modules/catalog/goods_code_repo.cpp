#include "modules/catalog/goods_code_repo.h"

namespace qsr::catalog::code_repo {

namespace sql {
constexpr const char* kFind = "SELECT goods_id, option_id FROM goods_code WHERE code = $1";
constexpr const char* kInsert = "INSERT INTO goods_code (code, goods_id, option_id) VALUES ($1, $2, $3)";
constexpr const char* kPut =
    "INSERT INTO goods_code (code, goods_id, option_id) VALUES ($1, $2, $3)"
    " ON CONFLICT (code) DO UPDATE SET goods_id = excluded.goods_id, option_id = excluded.option_id";
constexpr const char* kRemove = "DELETE FROM goods_code WHERE code = $1";
constexpr const char* kList = "SELECT code, goods_id, option_id FROM goods_code WHERE $1 = 0 OR goods_id = $1 ORDER BY code";
}  // namespace sql

std::optional<CodeTarget> find(db::Tx& tx, const std::string& code) {
  return tx.query_one_as(sql::kFind, {code}, [](const db::Row& r) { return CodeTarget{r.i64(0), r.i64(1)}; });
}

void insert(db::Tx& tx, const std::string& code, const CodeTarget& target) {
  tx.exec(sql::kInsert, {code, target.goods_id, target.option_id});
}

void put(db::Tx& tx, const std::string& code, const CodeTarget& target) {
  tx.exec(sql::kPut, {code, target.goods_id, target.option_id});
}

bool remove(db::Tx& tx, const std::string& code) { return tx.exec(sql::kRemove, {code}) == 1; }

std::vector<CodeRow> list(db::Tx& tx, int64_t goods_id) {
  std::vector<CodeRow> out;
  for (const auto& r : tx.query(sql::kList, {goods_id})) out.push_back({r.str(0), {r.i64(1), r.i64(2)}});
  return out;
}

}  // namespace qsr::catalog::code_repo
