#include "modules/catalog/goods_code_repo.h"

namespace qsr::catalog::code_repo {

namespace sql {
constexpr const char* kFind = "SELECT goods_id, option_id FROM goods_code WHERE code = $1";
constexpr const char* kInsert = "INSERT INTO goods_code (code, goods_id, option_id) VALUES ($1, $2, $3)";
}  // namespace sql

std::optional<CodeTarget> find(db::Tx& tx, const std::string& code) {
  return tx.query_one_as(sql::kFind, {code}, [](const db::Row& r) { return CodeTarget{r.i64(0), r.i64(1)}; });
}

void insert(db::Tx& tx, const std::string& code, const CodeTarget& target) {
  tx.exec(sql::kInsert, {code, target.goods_id, target.option_id});
}

}  // namespace qsr::catalog::code_repo
