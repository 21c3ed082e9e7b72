#include <gtest/gtest.h>

#include <cmath>

#include "core/geo.h"

namespace qsr::geo {

TEST(Geo, DistanceBetweenKnownHongKongPointsIsRight) {
  // Central (IFC) to Tsim Sha Tsui (Star Ferry pier): about 1.4 km across the harbour.
  double d = distance_m(22.2850, 114.1590, 22.2937, 114.1688);
  EXPECT_NEAR(d, 1390, 60);
  EXPECT_DOUBLE_EQ(distance_m(22.3, 114.2, 22.3, 114.2), 0.0);
}

TEST(Geo, ValidCoordinatesOnly) {
  EXPECT_TRUE(valid(22.3, 114.2));
  EXPECT_FALSE(valid(91, 0));
  EXPECT_FALSE(valid(0, 181));
  EXPECT_FALSE(valid(std::nan(""), 0));
}

}  // namespace qsr::geo
