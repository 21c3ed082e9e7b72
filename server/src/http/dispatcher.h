// The seam between the network and our code: given a parsed request, find what answers it.
// Split in two so the server can run the cheap part on the I/O thread and hand only blocking
// work to the worker pool.
#pragma once

#include <memory>
#include <optional>

#include "http/router.h"
#include "http/static_files.h"

namespace qsr::http {

class Dispatcher {
 public:
  Dispatcher(const Router& router, std::shared_ptr<StaticFiles> web, std::shared_ptr<StaticFiles> media)
      : router_(router), web_(std::move(web)), media_(std::move(media)) {}

  struct Step {
    std::optional<Response> response;  // answered already (error, static file, fast path)
    const Route* route = nullptr;      // otherwise: run this route's handler off the I/O thread
  };

  // Non-blocking: middleware, routing, static files, fast paths. `req.target`, `method`,
  // `headers` and `body` must be set.
  Step prepare(Request& req) const;
  // Blocking: runs the handler, turning every exception into an envelope.
  Response run(Request& req, const Route& route) const;

 private:
  const Router& router_;
  std::shared_ptr<StaticFiles> web_;
  std::shared_ptr<StaticFiles> media_;
};

// True for paths that belong to the API (answered with an envelope, never with index.html).
bool is_api_path(std::string_view path);

}  // namespace qsr::http
