#pragma once

namespace qsr::geo {

// Great-circle distance in metres between two WGS-84 points (haversine, mean Earth radius).
double distance_m(double lat1, double lng1, double lat2, double lng2);

// True when the pair is a real coordinate (lat in [-90, 90], lng in [-180, 180], finite).
bool valid(double lat, double lng);

}  // namespace qsr::geo
