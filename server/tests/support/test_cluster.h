// Several real qsr-server processes on one fresh PostgreSQL database, started at the same moment,
// and optionally HAProxy in front of them running deploy/haproxy.cfg: the production shape of
// docs/DEPLOY.md on one machine, for the cluster API tests. PostgreSQL only (QSR_TEST_DB=postgres).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "support/test_server.h"

namespace qsr::test {

struct ClusterSetup {
  int servers = 2;
  bool balancer = false;
  std::map<std::string, std::string> env;  // for every server
};

class TestCluster {
 public:
  // The balancer reaches the servers from this loopback address, the only one they trust as a
  // proxy; a test client elsewhere on 127/8 is a customer to them.
  static constexpr const char* kBalancerSource = "127.0.0.2";

  explicit TestCluster(ClusterSetup setup);
  ~TestCluster();
  TestCluster(const TestCluster&) = delete;
  TestCluster& operator=(const TestCluster&) = delete;

  TestServer& server(size_t i) { return *servers_.at(i); }
  size_t size() const { return servers_.size(); }
  // HAProxy's port (0 without a balancer).
  int balancer_port() const { return balancer_port_; }
  const std::string& db_url() const { return db_url_; }

 private:
  void start_balancer();
  // Stops everything and drops the database (the destructor, or a constructor that failed).
  void tear_down();

  std::string db_name_;
  std::string db_url_;
  std::string dir_;
  std::vector<std::unique_ptr<TestServer>> servers_;
  int balancer_pid_ = -1;
  int balancer_port_ = 0;
};

}  // namespace qsr::test
