#include "modules/review/review_views.h"

#include <boost/json.hpp>

#include "modules/upload/upload_names.h"

namespace qsr::review {
namespace json = boost::json;

json::object review_json(const Review& r, Reader reader, const catalog::Snapshot& menu,
                         const std::map<int64_t, account::MemberName>& names, Lang lang) {
  json::array media;
  for (const auto& m : r.media) media.push_back(json::object{{"url", upload::upload_url(m.id)}, {"kind", m.kind}});
  const auto* store = menu.store(r.sid);
  json::object out{{"id", r.id},
                   {"storeId", r.sid},
                   {"storeName", store ? store->name.get(lang) : ""},
                   {"orderType", r.order_type},
                   {"food", r.food},
                   {"service", r.service},
                   {"delivery", r.delivery ? json::value(*r.delivery) : json::value(nullptr)},
                   {"content", r.content},
                   {"media", std::move(media)},
                   {"anonymous", r.anonymous},
                   {"createdAt", r.created_at},
                   {"reply", r.reply ? json::value(json::object{{"text", *r.reply}, {"at", r.replied_at.value_or(0)}})
                                     : json::value(nullptr)}};
  // The author as others see them: nothing when anonymous (staff still see who wrote it).
  json::object author{{"nickname", ""}, {"avatar", ""}};
  if (reader != Reader::anyone || !r.anonymous) {
    if (auto it = names.find(r.member_id); it != names.end()) {
      author["nickname"] = it->second.nickname;
      author["avatar"] = it->second.avatar;
    }
  }
  out["author"] = std::move(author);
  if (reader != Reader::anyone) {
    out["orderNo"] = r.order_no;
    out["shared"] = r.shared;
    out["hidden"] = r.hidden;
  }
  return out;
}

json::array reviews_json(const std::vector<Review>& reviews, const std::map<int64_t, account::MemberName>& names, Reader reader,
                         const catalog::Snapshot& menu, Lang lang) {
  json::array out;
  for (const auto& r : reviews) out.push_back(review_json(r, reader, menu, names, lang));
  return out;
}

}  // namespace qsr::review
