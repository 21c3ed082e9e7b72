#include "modules/upload/upload_ownership.h"

namespace qsr::upload {

bool uploaded_by(db::Tx& tx, const std::string& name, int64_t member_id) {
  return tx.query_one("SELECT 1 FROM upload WHERE id = $1 AND member_id = $2", {name, member_id}).has_value();
}

}  // namespace qsr::upload
