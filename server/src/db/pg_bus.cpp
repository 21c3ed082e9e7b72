#include "db/pg_bus.h"

#include "db/transaction.h"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <chrono>

#include <boost/json.hpp>
#include <libpq-fe.h>
#include <spdlog/spdlog.h>

namespace qsr::db {
namespace json = boost::json;

namespace {

// One payload: {"o": origin, "n": [[channel, payload], ...]}.
std::string envelope(const std::string& origin, const json::array& notices) {
  return json::serialize(json::object{{"o", origin}, {"n", notices}});
}

// How long the listener waits before a quiet connection is checked with a round trip: a
// connection a broken network left half-open otherwise looks idle for ever.
constexpr int kKeepAliveMs = 10'000;

// The database's URL with deadlines: a connect that hangs gives up after 5 s, and a connection
// whose peer vanished is found dead by TCP within about 20 s instead of blocking the keep-alive.
PGconn* connect_listener(const std::string& url) {
  const char* keys[] = {"dbname", "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval",
                        "keepalives_count", "tcp_user_timeout", "application_name", nullptr};
  const char* values[] = {url.c_str(), "5", "1", "10", "5", "2", "20000", "qsr-bus", nullptr};
  return PQconnectdbParams(keys, values, 1);  // 1: `dbname` may be a whole URL, expanded first
}

}  // namespace

PgBus::PgBus(std::string url, std::string origin) : url_(std::move(url)), origin_(std::move(origin)) {}

PgBus::~PgBus() { stop(); }

void PgBus::before_commit(DriverTx& tx, const std::vector<Notice>& notices) {
  json::array batch;
  size_t batch_size = 0;
  const size_t overhead = envelope(origin_, {}).size();
  auto send = [&] {
    if (batch.empty()) return;
    // Goes out with the COMMIT: one round trip fewer.
    tx.exec_deferred("SELECT pg_notify($1, $2)", {std::string(kChannel), envelope(origin_, batch)});
    batch.clear();
    batch_size = 0;
  };
  for (const auto& n : notices) {
    json::array one{json::string(n.channel), json::string(n.payload)};
    const size_t size = json::serialize(one).size() + 1;
    if (overhead + size > kMaxPayload) {
      spdlog::error("bus: a notice on '{}' of {} bytes is too large for NOTIFY; only this server hears it", n.channel, size);
      continue;
    }
    if (overhead + batch_size + size > kMaxPayload) send();
    batch.push_back(std::move(one));
    batch_size += size;
  }
  send();
}

void PgBus::handle(const std::string& payload) {
  boost::system::error_code ec;
  json::value v = json::parse(payload, ec);
  const json::object* o = !ec && v.is_object() ? &v.get_object() : nullptr;
  const json::value* origin = o ? o->if_contains("o") : nullptr;
  const json::value* list = o ? o->if_contains("n") : nullptr;
  if (!origin || !origin->is_string() || !list || !list->is_array()) {
    spdlog::warn("bus: a notice on {} that is not ours was ignored", kChannel);
    return;
  }
  if (origin->get_string() == origin_) return;  // ours: delivered here when it committed
  for (const auto& item : list->get_array()) {
    const json::array* pair = item.if_array();
    if (!pair || pair->size() != 2 || !(*pair)[0].is_string() || !(*pair)[1].is_string()) continue;
    deliver(std::string((*pair)[0].get_string()), std::string((*pair)[1].get_string()));
  }
}

void PgBus::start() {
  if (thread_.joinable()) return;
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  stopping_ = false;
  thread_ = std::thread([this] { run(); });
  std::unique_lock lock(mu_);
  cv_.wait_for(lock, std::chrono::seconds(5), [this] { return first_attempt_done_; });
}

void PgBus::stop() {
  if (!thread_.joinable()) return;
  stopping_ = true;
  uint64_t one = 1;
  if (write(wake_fd_, &one, sizeof one) < 0) {
    // eventfd writes only fail when the counter would overflow; the poll timeout still ends it
  }
  thread_.join();
  close(wake_fd_);
  wake_fd_ = -1;
}

bool PgBus::pause(int ms) {
  pollfd p{wake_fd_, POLLIN, 0};
  poll(&p, 1, ms);
  return !stopping_;
}

void PgBus::run() {
  bool had_listened = false;
  int backoff_ms = 100;
  auto lost_at = std::chrono::steady_clock::now();
  auto first_done = [this] {
    std::lock_guard lock(mu_);
    first_attempt_done_ = true;
    cv_.notify_all();
  };
  while (!stopping_) {
    PGconn* conn = connect_listener(url_);
    PGresult* r = PQstatus(conn) == CONNECTION_OK ? PQexec(conn, (std::string("LISTEN ") + kChannel).c_str()) : nullptr;
    const bool ok = r && PQresultStatus(r) == PGRES_COMMAND_OK;
    PQclear(r);
    if (!ok) {
      spdlog::warn("bus: cannot listen on PostgreSQL ({}); trying again in {} ms", PQerrorMessage(conn), backoff_ms);
      PQfinish(conn);
      first_done();
      if (!pause(backoff_ms)) break;
      backoff_ms = std::min(backoff_ms * 2, 5000);
      continue;
    }
    backoff_ms = 100;
    listening_ = true;
    if (had_listened) {
      // Between losing the old connection and LISTEN on this one, notices went by unheard.
      ++gaps_;
      const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - lost_at).count();
      spdlog::warn("bus: listening again after {} ms; what was told meanwhile is missed (caches dropped, live pages re-read)", ms);
      report_gap();
    }
    had_listened = true;
    first_done();
    const int fd = PQsocket(conn);
    while (!stopping_) {
      pollfd fds[2] = {{fd, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
      const int n = poll(fds, 2, kKeepAliveMs);
      if (stopping_) break;
      if (n == 0) {
        PGresult* alive = PQexec(conn, "SELECT 1");
        const bool fine = alive && PQresultStatus(alive) == PGRES_TUPLES_OK;
        PQclear(alive);
        if (!fine) break;
      } else if (n < 0 || !PQconsumeInput(conn)) {
        break;
      }
      while (PGnotify* note = PQnotifies(conn)) {
        std::string payload = note->extra ? note->extra : "";
        PQfreemem(note);
        handle(payload);
      }
      if (PQstatus(conn) != CONNECTION_OK) break;
    }
    listening_ = false;
    lost_at = std::chrono::steady_clock::now();
    if (!stopping_) spdlog::warn("bus: the listening connection to PostgreSQL was lost; reconnecting");
    PQfinish(conn);
  }
  first_done();
}

}  // namespace qsr::db
