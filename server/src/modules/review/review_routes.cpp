#include "modules/review/review_routes.h"

#include <boost/json.hpp>

#include "core/app_error.h"
#include "http/envelope.h"
#include "modules/account/account_routes.h"
#include "core/messages.h"
#include "modules/review/review_rules.h"
#include "modules/review/review_views.h"

namespace qsr::review {
namespace json = boost::json;

namespace {

constexpr int64_t kPageSize = 20;

std::string order_no_of(const http::Request& req) {
  auto no = req.opt_str("orderNo", "order_no");
  if (!no || no->empty() || no->size() > 64) throw AppError::missing("orderNo");
  return *no;
}

ReviewInput input_of(const http::Request& req) {
  ReviewInput in;
  in.order_no = order_no_of(req);
  in.food = req.integer("food");
  in.service = req.integer("service");
  in.delivery = req.opt_int("delivery");
  in.content = req.opt_str("content").value_or("");
  in.anonymous = req.flag("anonymous", false);
  in.shared = req.flag("shared", true);
  if (const auto* media = req.input.if_contains("media")) {
    if (!media->is_array()) throw AppError::invalid("media");
    // More than the limit is refused by the rules; this only stops a flood before any lookup.
    if (media->as_array().size() > 2 * kMaxMedia) throw AppError(400, kMediaRefused, "review_media_too_many");
    for (const auto& m : media->as_array()) {
      if (!m.is_string() || m.as_string().size() > 120) throw AppError::invalid("media");
      in.media.emplace_back(m.as_string());
    }
  }
  return in;
}

// Reviews with their authors, as `reader` may see them.
json::array list_json(ReviewService& reviews, const std::vector<Review>& list, Reader reader, const catalog::Snapshot& menu, Lang lang) {
  return reviews_json(list, reviews.authors(list), reader, menu, lang);
}

}  // namespace

void register_routes(http::Router& router, ReviewService& reviews, order::OrderService& orders,
                     catalog::CatalogService& catalog, account::AccountModule& accounts) {
  // The comment page: the order, and its review or whether one may be written.
  router.get("/v1/market/eval", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const ReviewState s = reviews.state_of(*c.member_id, order_no_of(req));
    const auto menu = catalog.snapshot();
    json::object out{{"order", orders.summary_json(s.order, req.lang)},
                     {"review", s.review ? json::value(list_json(reviews, {*s.review}, Reader::author, *menu, req.lang).at(0))
                                         : json::value(nullptr)},
                     {"canReview", !s.review && !s.closed},
                     {"reason", s.closed ? json::value(message(req.lang, *s.closed)) : json::value(nullptr)},
                     {"asksDelivery", s.order.order_type == static_cast<int>(catalog::OrderType::takeout)},
                     {"limits", json::object{{"images", kMaxImages}, {"videos", kMaxVideos}, {"content", kMaxContent}}}};
    return http::ok(req, std::move(out));
  });
  const auto save = [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const Review r = reviews.submit(*c.member_id, input_of(req));
    return http::ok(req, list_json(reviews, {r}, Reader::author, *catalog.snapshot(), req.lang).at(0));
  };
  router.post("/v1/market/eval", save);
  router.post("/v1/market/eval_save", save);  // the seed's system/common/market/eval_save
  router.get("/v1/market/eval/mine", [&](http::Request& req) {
    const auto c = accounts.sessions.require_member(req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 50);
    return http::ok(req, json::object{{"list", list_json(reviews, reviews.mine(*c.member_id, limit, offset), Reader::author,
                                                            *catalog.snapshot(), req.lang)}});
  });
  // The community feed (memberFeed): shared reviews with photos, newest first; `before` pages.
  router.get("/v1/market/eval/feed", [&](http::Request& req) {
    const int64_t before = req.opt_int("before").value_or(0);
    if (before < 0) throw AppError::invalid("before");
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 50);
    const auto list = reviews.feed(before, limit);
    json::object out{{"list", list_json(reviews, list, Reader::anyone, *catalog.snapshot(), req.lang)}};
    out["next"] = static_cast<int64_t>(list.size()) == limit ? json::value(list.back().id) : json::value(nullptr);
    return http::ok(req, std::move(out));
  });
  // One review (feedDetails): one of the feed, or the reader's own.
  router.get("/v1/market/eval/detail", [&](http::Request& req) {
    const auto caller = accounts.sessions.resolve(req);
    const std::optional<int64_t> viewer = caller ? caller->member_id : std::nullopt;
    auto r = reviews.readable(req.integer("id"), viewer);
    if (!r) throw AppError::not_found("review_not_found");
    const Reader reader = viewer && r->member_id == *viewer ? Reader::author : Reader::anyone;
    return http::ok(req, list_json(reviews, {*r}, reader, *catalog.snapshot(), req.lang).at(0));
  });

  // The store's console: its reviews, a reply, taking one off the feed.
  router.get("/v1/console/reviews", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const int64_t offset = http::bounded_int(req, "offset", 0, 0, 100000);
    const int64_t limit = http::bounded_int(req, "limit", kPageSize, 1, 50);
    const auto list = reviews.of_store(sid, req.flag("unanswered", false), limit, offset);
    return http::ok(req, json::object{{"list", list_json(reviews, list, Reader::staff, *catalog.snapshot(), req.lang)}});
  });
  router.post("/v1/console/reviews/reply", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const auto staff = accounts.sessions.require_staff(req);
    const Review r = reviews.reply(sid, *staff.member_id, req.integer("id"), req.str("reply"));
    return http::ok(req, list_json(reviews, {r}, Reader::staff, *catalog.snapshot(), req.lang).at(0));
  });
  router.post("/v1/console/reviews/hide", [&](http::Request& req) {
    const int64_t sid = accounts.sessions.require_staff_store(req);
    const Review r = reviews.set_hidden(sid, req.integer("id"), req.flag("hidden", true));
    return http::ok(req, list_json(reviews, {r}, Reader::staff, *catalog.snapshot(), req.lang).at(0));
  });
}

}  // namespace qsr::review
