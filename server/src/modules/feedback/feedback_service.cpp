#include "modules/feedback/feedback_service.h"

#include "core/app_error.h"
#include "core/clock.h"
#include "modules/common/rate_limiter.h"
#include "modules/feedback/feedback_repo.h"
#include "modules/feedback/feedback_rules.h"
#include "modules/upload/media_sniff.h"
#include "modules/upload/upload_names.h"
#include "modules/upload/upload_ownership.h"

namespace qsr::feedback {
namespace {

constexpr size_t kMaxKeyLength = 100;

}  // namespace

Feedback FeedbackService::submit(int64_t member_id, const FeedbackInput& in, const std::string& idempotency_key) {
  if (idempotency_key.empty()) throw AppError::missing("Idempotency-Key");
  if (idempotency_key.size() > kMaxKeyLength) throw AppError::invalid("Idempotency-Key");
  if (!is_category(in.category)) throw AppError::invalid("category");
  if (auto err = check_content(in.content)) throw AppError::bad_request(*err);
  Contact contact;
  if (auto err = check_contact(in, contact)) throw AppError::bad_request(*err);
  if (in.sid && !store_exists_(*in.sid)) throw AppError::not_found("store_not_found");
  if (in.images.size() > kMaxImages) throw AppError(400, kImageRefused, "feedback_images_too_many");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&] (db::Tx& tx) {
    if (auto earlier = repo::by_key(tx, member_id, idempotency_key)) return *earlier;
    Feedback f;
    f.member_id = member_id;
    f.sid = in.sid;
    f.category = in.category;
    f.content = in.content;
    f.contact_kind = contact.kind;
    f.contact = contact.value;
    f.created_at = now;
    for (const auto& ref : in.images) {
      const std::string name = upload::upload_name_of(ref);
      auto format = upload::parse_upload_name(name);
      if (!format || upload::is_video(*format) || !upload::uploaded_by(tx, name, member_id)) {
        throw AppError(400, kImageRefused, "feedback_image_not_found");
      }
      f.images.push_back(name);
    }
    // Counted before the feedback is written, in its transaction: a flood stops at the limit.
    if (!take_hit(tx, {"feedback:" + std::to_string(member_id), to_hk_local(now).day_start_ms, kPerMemberDaily})) {
      throw AppError(429, kTooMany, "feedback_too_many");
    }
    auto id = repo::insert(tx, f, idempotency_key);
    if (!id) return *repo::by_key(tx, member_id, idempotency_key);  // the same key, a moment earlier
    f.id = *id;
    return f;
  });
}

std::vector<Feedback> FeedbackService::mine(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return repo::of_member(tx, member_id, limit, offset); });
}

std::optional<Feedback> FeedbackService::own(int64_t member_id, int64_t id) {
  auto f = db_.read_value([&](db::Tx& tx) { return repo::by_id(tx, id); });
  if (!f || f->member_id != member_id) return std::nullopt;
  return f;
}

std::vector<Feedback> FeedbackService::listed(std::optional<int64_t> sid, const std::string& status, int64_t limit, int64_t offset) {
  if (!status.empty() && status != "open" && status != "replied" && status != "closed") throw AppError::invalid("status");
  return db_.read_value([&](db::Tx& tx) { return repo::listed(tx, sid, status, limit, offset); });
}

Feedback FeedbackService::owned_by_store(db::Tx& tx, std::optional<int64_t> sid, int64_t id) {
  auto f = repo::by_id(tx, id);
  if (!f || (sid && f->sid != sid)) throw AppError::not_found("feedback_not_found");
  return *f;
}

Feedback FeedbackService::reply(std::optional<int64_t> sid, std::optional<int64_t> staff_id, int64_t id, const std::string& text) {
  if (auto err = check_content(text)) throw AppError::bad_request(*err == "feedback_content_too_long" ? "feedback_reply_too_long" : "feedback_reply_required");
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    owned_by_store(tx, sid, id);
    if (!repo::set_reply(tx, id, text, staff_id, now)) throw AppError(409, kClosed, "feedback_closed");
    Feedback f = *repo::by_id(tx, id);
    for (const auto& tell : reply_listeners_) tell(tx, f, now);
    return f;
  });
}

Feedback FeedbackService::close(std::optional<int64_t> sid, int64_t id) {
  return db_.write_value([&](db::Tx& tx) {
    owned_by_store(tx, sid, id);
    repo::close(tx, id);  // closing a closed one changes nothing
    return *repo::by_id(tx, id);
  });
}

void FeedbackService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }
void FeedbackService::erase(db::Tx& tx, int64_t member_id) { repo::erase_member(tx, member_id); }
int64_t FeedbackService::count(db::Tx& tx, int64_t member_id) { return repo::count_of_member(tx, member_id); }

}  // namespace qsr::feedback
