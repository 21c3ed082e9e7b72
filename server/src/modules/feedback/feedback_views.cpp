#include "modules/feedback/feedback_views.h"

#include <boost/json.hpp>

#include "modules/upload/upload_names.h"

namespace qsr::feedback {
namespace json = boost::json;

json::object feedback_json(const Feedback& f, const catalog::Snapshot& menu, Lang lang) {
  json::array images;
  for (const auto& name : f.images) images.emplace_back(upload::upload_url(name));
  const auto* store = f.sid ? menu.store(*f.sid) : nullptr;
  json::object contact{{"kind", f.contact_kind}};
  if (f.contact_kind == "phone") {
    const auto dash = f.contact.find('-');
    contact["areaCode"] = f.contact.substr(0, dash);
    contact["phone"] = dash == std::string::npos ? "" : f.contact.substr(dash + 1);
  } else {
    contact["email"] = f.contact;
  }
  return {{"id", f.id},
          {"sid", f.sid ? json::value(*f.sid) : json::value(nullptr)},
          {"storeName", store ? json::value(store->name.get(lang)) : json::value(nullptr)},
          {"category", f.category},
          {"content", f.content},
          {"contact", std::move(contact)},
          {"images", std::move(images)},
          {"status", f.status},
          {"reply", f.reply ? json::value(json::object{{"text", *f.reply}, {"at", f.replied_at.value_or(0)}}) : json::value(nullptr)},
          {"createdAt", f.created_at}};
}

}  // namespace qsr::feedback
