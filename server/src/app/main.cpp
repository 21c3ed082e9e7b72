// qsr-server: serves the API, the WebSocket channel and the web app.
//   qsr-server                 serve (configuration from the environment, see README)
//   qsr-server --seed DIR      load a brand folder into the database named by QSR_DB and exit
//   qsr-server --version
#include <cstdio>
#include <cstring>
#include <iostream>

#include <spdlog/spdlog.h>

#include "app/application.h"

int main(int argc, char** argv) {
  std::string seed_dir;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
      seed_dir = argv[++i];
    } else if (std::strcmp(argv[i], "--version") == 0) {
      std::cout << qsr::app::build_version() << "\n";
      return 0;
    } else {
      std::cerr << "usage: qsr-server [--seed DIR] [--version]\n";
      return 2;
    }
  }
  const int code = seed_dir.empty() ? qsr::app::serve() : qsr::app::seed_only(seed_dir);
  // Writes what the buffered log holds and stops its flushing thread while everything it uses is
  // still alive (left running, it raced the static destructors at exit: a rare crash on SIGTERM).
  spdlog::shutdown();
  return code;
}
