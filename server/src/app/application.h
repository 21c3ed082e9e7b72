// The composition root: reads the configuration, opens the database, wires modules to routes
// and runs the server.
#pragma once

#include <string>

namespace qsr::app {

std::string build_version();
int serve();                               // exit code
int seed_only(const std::string& dir);     // exit code

}  // namespace qsr::app
