#include "modules/review/review_api.h"

#include "modules/review/review_repo.h"

namespace qsr::review {

int64_t count_written(db::Tx& tx, int64_t member_id, int64_t from_ms, int64_t to_ms) {
  return repo::count_written(tx, member_id, from_ms, to_ms);
}

}  // namespace qsr::review
