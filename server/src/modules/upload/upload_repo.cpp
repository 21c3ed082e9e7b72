#include "modules/upload/upload_repo.h"

namespace qsr::upload::repo {
namespace sql {
constexpr const char* kInsert =
    "INSERT INTO upload (id, member_id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)";
}  // namespace sql

void insert(db::Tx& tx, const NewUpload& u) {
  db::Value member = u.member_id ? db::Value(*u.member_id) : db::Value(nullptr);
  tx.exec(sql::kInsert, {u.id, member, u.content_type, u.bytes, u.created_at});
}

}  // namespace qsr::upload::repo
