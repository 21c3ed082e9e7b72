// Starts the real qsr-server binary for API tests: a free port, a fresh database (a SQLite file
// in a temp folder, or a fresh PostgreSQL database when QSR_TEST_DB=postgres and
// QSR_TEST_PG_URL names the cluster), the fixture brand, dev endpoints on, a frozen clock.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "support/http_client.h"

namespace qsr::test {

struct ServerSetup {
  std::string seed_dir;            // default: tests/fixtures/mini-brand
  int64_t fake_now_ms = 0;         // 0: real time, running
  std::map<std::string, std::string> env;  // extra environment
  // A database another server uses too (TestCluster): run on it, neither made nor dropped here.
  std::string shared_db_url;
  // false: the constructor starts the process and returns at once; call wait_started() (so
  // several servers can start at the same moment).
  bool wait = true;
};

class TestServer {
 public:
  explicit TestServer(ServerSetup setup = {});
  ~TestServer();
  TestServer(const TestServer&) = delete;
  TestServer& operator=(const TestServer&) = delete;

  int port() const { return port_; }
  HttpClient client() const { return HttpClient(port_); }
  const std::string& db_url() const { return db_url_; }
  // Sends SIGTERM and waits; returns the exit status (the process's exit code).
  int stop();
  // Kills the process with SIGKILL, as the OOM killer would: no handler runs, nothing is drained.
  void crash();
  // Starts the server again on the same database (a new port: read port() again).
  void restart();
  // Waits until a server started with `wait = false` listens; throws when it exited instead.
  void wait_started();
  // Sets the server's clock (frozen) through the dev endpoint.
  void set_clock(int64_t now_ms) const;
  // Registers (or logs in) a Hong Kong phone with an SMS code from the dev outbox; returns the
  // session token. Each call needs its own phone, or 60 s on the clock since the last code.
  std::string member_token(const std::string& phone) const;
  // Saves a delivery address in Central for the member (consignee Chan Tai Man, +852 91234567,
  // "1 Queen's Road Central", "Flat A, 12/F"); returns its id.
  std::string add_address(const std::string& token) const;
  bool uses_postgres() const { return postgres_; }

  // Card gateway work runs on the server's background workers, after the request that asked for
  // it has answered. These wait (10 s at most) for it and say whether it happened:
  // the sandbox's first notify for the checkout at `pay_url` was sent (and so applied when it
  // reached us), and no card refund is left to send.
  bool notified(const std::string& pay_url) const;
  bool card_refunds_sent() const;

 private:
  void launch();
  void spawn();

  int port_ = 0;
  std::map<std::string, std::string> env_;
  int pid_ = -1;
  bool postgres_ = false;
  std::string dir_;
  std::string db_url_;
  std::string pg_db_name_;
};

std::string repo_root();
// Asks `check` every 20 ms until it is true or `limit` has passed; whether it became true.
bool eventually(const std::function<bool()>& check, std::chrono::milliseconds limit = std::chrono::seconds(10));
// Hong Kong local time to epoch ms (tests speak in wall-clock times).
int64_t hk_ms(int year, int month, int day, int hour, int minute);
// "38.5" -> 3850 (tests compare money exactly).
std::optional<int64_t> money_cents(const std::string& text);
// Which database the suite runs on ("sqlite" or "postgres"), from QSR_TEST_DB.
std::string test_db_kind();
// A fresh database `name` on the test PostgreSQL (QSR_TEST_PG_URL); answers its URL.
std::string create_pg_database(const std::string& name);
void drop_pg_database(const std::string& name);

}  // namespace qsr::test
