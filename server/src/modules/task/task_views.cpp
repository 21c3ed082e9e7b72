#include "modules/task/task_views.h"

#include "core/json_values.h"

namespace qsr::task {
namespace json = boost::json;

json::object task_json(const TaskService::View& v, Lang lang) {
  const Task& t = v.task;
  const char* state = v.claim ? "claimed" : v.progress >= t.target ? "claimable" : "doing";
  json::object reward{{"kind", t.reward_kind}, {"points", t.reward_points}};
  reward["couponName"] = v.coupon_name ? json::value(*v.coupon_name) : json::value(nullptr);
  json::object out{{"id", t.id},
                   {"kind", t.kind},
                   {"title", t.title.get(lang)},
                   {"description", t.description.get(lang)},
                   {"target", t.target},
                   {"progress", v.progress},
                   {"period", t.period},
                   {"periodEndsAt", std::min(v.period.to_ms, t.ends_at)},
                   {"endsAt", t.ends_at},
                   {"state", state},
                   {"reward", std::move(reward)}};
  out["couponCode"] = v.claim && v.claim->coupon_code ? json::value(*v.claim->coupon_code) : json::value(nullptr);
  out["claimedAt"] = v.claim ? json::value(v.claim->created_at) : json::value(nullptr);
  return out;
}

json::object admin_task_json(const Task& t) {
  return {{"id", t.id},
          {"kind", t.kind},
          {"title", t.title.to_json()},
          {"description", t.description.to_json()},
          {"target", t.target},
          {"period", t.period},
          {"rewardKind", t.reward_kind},
          {"rewardPoints", t.reward_points},
          {"rewardTemplateId", json_or_null(t.reward_template_id)},
          {"startsAt", t.starts_at},
          {"endsAt", t.ends_at},
          {"active", t.active},
          {"sort", t.sort}};
}

}  // namespace qsr::task
