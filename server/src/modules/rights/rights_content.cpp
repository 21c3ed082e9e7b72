// Custom-rights content (spec 001 §7 `/v1/customRights/content/page` and `/{id}`): the brand's
// pages about member benefits, shown with the equity cards, each maybe telling of one card.
#include "modules/rights/rights_service.h"

#include "core/app_error.h"
#include "core/validators.h"
#include "modules/rights/rights_repo.h"

namespace qsr::rights {

namespace {

constexpr size_t kMaxTitle = 100, kMaxSummary = 300, kMaxBody = 20'000;  // bytes, each language

bool fits(const I18nText& text, size_t max) {
  for (Lang lang : kAllLangs) {
    if (text.get(lang).size() > max) return false;
  }
  return true;
}

}  // namespace

RightsService::ContentPage RightsService::contents(bool active_only, int64_t limit, int64_t offset) {
  return db_.read_value([&](db::Tx& tx) { return ContentPage{repo::contents(tx, active_only, limit, offset), repo::content_count(tx, active_only)}; });
}

Content RightsService::content(int64_t id) {
  auto c = db_.read_value([&](db::Tx& tx) { return repo::content(tx, id); });
  if (!c || !c->active) throw AppError::not_found();
  return *c;
}

Content RightsService::save_content(const Content& c) {
  if (c.title.empty() || !fits(c.title, kMaxTitle)) throw AppError::invalid("title");
  if (!fits(c.summary, kMaxSummary)) throw AppError::invalid("summary");
  if (!fits(c.body, kMaxBody)) throw AppError::invalid("body");
  if (!validators::valid_color(c.color)) throw AppError::invalid("color");
  return db_.write_value([&](db::Tx& tx) {
    if (c.id != 0 && !repo::content(tx, c.id)) throw AppError::not_found();
    if (c.card_id && !repo::card(tx, *c.card_id)) throw AppError::invalid("cardId");
    return *repo::content(tx, repo::save_content(tx, c, clock_.now_ms()));
  });
}

}  // namespace qsr::rights
