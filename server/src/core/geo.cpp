#include "core/geo.h"

#include <algorithm>
#include <cmath>

namespace qsr::geo {

double distance_m(double lat1, double lng1, double lat2, double lng2) {
  constexpr double kEarthRadiusM = 6371008.8;
  constexpr double kRad = M_PI / 180.0;
  const double dlat = (lat2 - lat1) * kRad;
  const double dlng = (lng2 - lng1) * kRad;
  const double a = std::sin(dlat / 2) * std::sin(dlat / 2) +
                   std::cos(lat1 * kRad) * std::cos(lat2 * kRad) * std::sin(dlng / 2) * std::sin(dlng / 2);
  return 2 * kEarthRadiusM * std::asin(std::min(1.0, std::sqrt(a)));
}

bool valid(double lat, double lng) {
  return std::isfinite(lat) && std::isfinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

}  // namespace qsr::geo
