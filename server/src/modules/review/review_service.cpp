#include "modules/review/review_service.h"

#include <spdlog/spdlog.h>

#include "core/app_error.h"
#include "modules/catalog/catalog_types.h"
#include "modules/review/review_repo.h"
#include "modules/review/review_rules.h"
#include "modules/upload/media_sniff.h"
#include "modules/upload/upload_names.h"
#include "modules/upload/upload_ownership.h"

namespace qsr::review {
namespace json = boost::json;
namespace {

bool is_delivery(int order_type) { return order_type == static_cast<int>(catalog::OrderType::takeout); }

bool same_review(const Review& r, const ReviewInput& in, const std::vector<ReviewMedia>& media) {
  return r.food == in.food && r.service == in.service && r.delivery == (in.delivery ? std::optional<int>(static_cast<int>(*in.delivery)) : std::nullopt) &&
         r.content == in.content && r.media == media && r.anonymous == in.anonymous && r.shared == in.shared;
}

}  // namespace

ReviewState ReviewService::state_of(int64_t member_id, const std::string& order_no) {
  auto o = orders_.find_for_member(member_id, order_no);
  if (!o) throw AppError(404, kNotReviewable, "order_not_found");
  ReviewState s{*o, db_.read_value([&](db::Tx& tx) { return repo::by_order(tx, order_no); }), std::nullopt};
  if (!s.review) s.closed = why_not_reviewable(o->status == order::Status::finished, o->finished_at, clock_.now_ms());
  return s;
}

std::vector<ReviewMedia> ReviewService::checked_media(db::Tx& tx, int64_t member_id, const std::vector<std::string>& refs) const {
  std::vector<ReviewMedia> media;
  std::vector<std::string> kinds;
  for (const auto& ref : refs) {
    const std::string name = upload::upload_name_of(ref);
    auto format = upload::parse_upload_name(name);
    // Someone else's picture (or none at all) is refused like a missing one: no telling which.
    if (!format || !upload::uploaded_by(tx, name, member_id)) throw AppError(400, kMediaRefused, "review_media_not_found");
    const std::string kind = upload::is_video(*format) ? "video" : "image";
    media.push_back({name, kind});
    kinds.push_back(kind);
  }
  if (auto err = check_media_kinds(kinds)) throw AppError(400, kMediaRefused, *err);
  return media;
}

Review ReviewService::submit(int64_t member_id, const ReviewInput& in) {
  if (auto err = validators::check_review_text(in.content, kMaxContent)) throw AppError::bad_request(*err);
  const ReviewState state = state_of(member_id, in.order_no);
  if (auto err = check_ratings(in, is_delivery(state.order.order_type))) throw AppError::bad_request(*err);
  const int64_t now = clock_.now_ms();
  std::vector<ReviewMedia> media;
  std::optional<Review> saved;
  try {
    saved = db_.write_value([&](db::Tx& tx) -> std::optional<Review> {
    media = checked_media(tx, member_id, in.media);
    if (auto word = words_.find_in(tx, in.content)) {
      spdlog::info("review of {} refused: a sensitive word", in.order_no);
      throw AppError(400, kSensitiveWord, "sensitive_word");
    }
    if (repo::by_order(tx, in.order_no)) return std::nullopt;
    if (state.closed) throw AppError(409, kNotReviewable, *state.closed);
    Review r;
    r.order_no = in.order_no;
    r.member_id = member_id;
    r.sid = state.order.sid;
    r.order_type = state.order.order_type;
    r.food = static_cast<int>(in.food);
    r.service = static_cast<int>(in.service);
    if (in.delivery) r.delivery = static_cast<int>(*in.delivery);
    r.content = in.content;
    r.media = media;
    r.anonymous = in.anonymous;
    r.shared = in.shared;
    r.created_at = now;
    r.id = repo::insert(tx, r);
    return r;
  });
  } catch (const db::DbError& e) {
    if (!e.is_unique_violation()) throw;  // the other submit of two at once won
  }
  if (!saved) return refused_or_replayed(member_id, in, media);
  return *saved;
}

// The order has a review: this one again (a retry that lost the race or came late) or another.
Review ReviewService::refused_or_replayed(int64_t member_id, const ReviewInput& in, const std::vector<ReviewMedia>& media) {
  auto existing = db_.read_value([&](db::Tx& tx) { return repo::by_order(tx, in.order_no); });
  if (existing && existing->member_id == member_id && same_review(*existing, in, media)) return *existing;
  throw AppError(409, kAlreadyReviewed, "review_exists");
}

std::vector<Review> ReviewService::mine(int64_t member_id, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return repo::of_member(tx, member_id, limit, offset); });
}

std::vector<Review> ReviewService::feed(int64_t before_id, int64_t limit) {
  return db_.read_value([&](db::Tx& tx) { return repo::feed(tx, before_id > 0 ? before_id : INT64_MAX, limit); });
}

std::optional<Review> ReviewService::readable(int64_t id, std::optional<int64_t> viewer) {
  auto r = db_.read_value([&](db::Tx& tx) { return repo::by_id(tx, id); });
  if (!r) return std::nullopt;
  if (viewer && r->member_id == *viewer) return r;
  if (!r->shared || r->hidden) return std::nullopt;
  return r;
}

std::map<int64_t, account::MemberName> ReviewService::authors(const std::vector<Review>& reviews) {
  std::vector<int64_t> ids;
  for (const auto& r : reviews) ids.push_back(r.member_id);
  return db_.read_value([&](db::Tx& tx) { return account::names_of(tx, ids); });
}

std::vector<Review> ReviewService::of_store(int64_t sid, bool unanswered, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return repo::of_store(tx, sid, unanswered, limit, offset); });
}

Review ReviewService::reply(int64_t sid, int64_t staff_id, int64_t id, const std::string& text) {
  if (text.find_first_not_of(" \n\r\t") == std::string::npos) throw AppError::missing("reply");
  if (auto err = validators::check_review_text(text, kMaxReply)) throw AppError::bad_request(*err);
  const int64_t now = clock_.now_ms();
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::set_reply(tx, id, sid, text, staff_id, now)) throw AppError::not_found("review_not_found");
    Review r = *repo::by_id(tx, id);
    for (const auto& tell : reply_listeners_) tell(tx, r, now);
    return r;
  });
}

Review ReviewService::set_hidden(int64_t sid, int64_t id, bool hidden) {
  return db_.write_value([&](db::Tx& tx) {
    if (!repo::set_hidden(tx, id, sid, hidden)) throw AppError::not_found("review_not_found");
    return *repo::by_id(tx, id);
  });
}

void ReviewService::decorate(db::Tx& tx, const order::OrderRow& o, json::object& detail) const {
  if (o.status != order::Status::finished) return;
  if (auto r = repo::by_order(tx, o.order_no)) {
    detail["review"] = json::object{{"state", "done"}, {"id", r->id}};
    return;
  }
  const bool open = !why_not_reviewable(true, o.finished_at, clock_.now_ms());
  detail["review"] = json::object{{"state", open ? "can" : "closed"}};
}

void ReviewService::merge(db::Tx& tx, int64_t from, int64_t to) { repo::move_member(tx, from, to); }
void ReviewService::erase(db::Tx& tx, int64_t member_id) { repo::erase_member(tx, member_id); }
int64_t ReviewService::count(db::Tx& tx, int64_t member_id) { return repo::count_of_member(tx, member_id); }

}  // namespace qsr::review
