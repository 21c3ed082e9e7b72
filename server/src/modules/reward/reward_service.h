// The points-or-coupon reward that task, invite and wish campaigns give (issue 19): how operators
// may set one, how it is given in the caller's transaction, and its coupon's name on a view.
// It owns no tables: the points go through the points module's ledger, the coupon through the
// coupon module.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "db/db.h"
#include "modules/coupon/coupon_service.h"
#include "modules/points/points_service.h"

namespace qsr::reward {

inline constexpr const char* kPoints = "points";
inline constexpr const char* kCoupon = "coupon";
inline constexpr int64_t kMaxPoints = 1'000'000;

struct Reward {
  std::string kind = kPoints;  // points | coupon
  int64_t points = 0;
  std::optional<int64_t> template_id;
};

// What the operators' request calls a reward's fields, so a 400 names the field they sent.
struct FieldNames {
  const char* kind;
  const char* points;
  const char* template_id;
};
inline constexpr FieldNames kRewardFields{"rewardKind", "rewardPoints", "rewardTemplateId"};

class RewardService {
 public:
  RewardService(points::PointsService& points, coupon::CouponService& coupons) : points_(points), coupons_(coupons) {}

  // A reward's own fields, reading nothing: the kind is points or coupon, points are within
  // 1–kMaxPoints, a coupon names its template. 400 naming the field otherwise.
  static void check_fields(const Reward& r, const FieldNames& names);
  // Every coupon reward's template exists, in one read; 400 naming templateId otherwise.
  void check_templates(const std::vector<Reward>& rewards);
  // Both, for one reward.
  void check(const Reward& r, const FieldNames& names);

  // Gives a checked reward once per `key` in the caller's transaction: points that last the
  // points rule's validity (ledger reason `source`, reference `key`), or one coupon of the
  // template (source `source`). Answers the coupon's code; nullopt for points.
  std::optional<std::string> give(db::Tx& tx, int64_t member_id, const Reward& r, const std::string& key, int64_t now_ms,
                                  const std::string& source);

  // Sets each view's `coupon_name` to its coupon reward's name in `lang` (CouponService names
  // coupons), one read for them all; `template_of(view)` answers the reward's template (nullopt for
  // points).
  template <class View, class TemplateOf>
  void name_coupons(std::vector<View>& views, Lang lang, TemplateOf template_of) {
    std::vector<int64_t> templates;
    for (const auto& v : views) {
      if (const auto id = template_of(v)) templates.push_back(*id);
    }
    const auto names = coupons_.template_names(templates, lang);
    for (auto& v : views) {
      if (const auto id = template_of(v); id && names.count(*id)) v.coupon_name = names.at(*id);
    }
  }

 private:
  points::PointsService& points_;
  coupon::CouponService& coupons_;
};

}  // namespace qsr::reward
