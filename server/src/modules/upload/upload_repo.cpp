#include "modules/upload/upload_repo.h"

namespace qsr::upload::repo {
namespace sql {
constexpr const char* kInsert =
    "INSERT INTO upload (id, member_id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kDeleteOfMember = "DELETE FROM upload WHERE member_id = $1 RETURNING id";
}  // namespace sql

void insert(db::Tx& tx, const NewUpload& u) {
  db::Value member = u.member_id ? db::Value(*u.member_id) : db::Value(nullptr);
  tx.exec(sql::kInsert, {u.id, member, u.content_type, u.bytes, u.created_at});
}

std::vector<std::string> remove_of_member(db::Tx& tx, int64_t member_id) {
  std::vector<std::string> names;
  for (const auto& r : tx.query(sql::kDeleteOfMember, {member_id})) names.push_back(r.str(0));
  return names;
}

}  // namespace qsr::upload::repo
