#include "app/application.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <mutex>

#include <boost/json.hpp>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include "app/brand_seed.h"
#include "app/config.h"
#include "app/scheduler.h"
#include "core/background.h"
#include "core/app_error.h"
#include "core/crypto.h"
#include "db/migrations.h"
#include "db/pg_bus.h"
#include "db/startup_lock.h"
#include "http/envelope.h"
#include "http/live_events.h"
#include "http/outbound.h"
#include "http/server.h"
#include "modules/account/account_routes.h"
#include "modules/account/agreements.h"
#include "modules/cart/cart_routes.h"
#include "modules/coupon/coupon_routes.h"
#include "modules/order/order_again.h"
#include "modules/order/order_routes.h"
#include "modules/payment/payment_routes.h"
#include "modules/payment/sandbox_gateway.h"
#include "modules/level/level_routes.h"
#include "modules/membercode/membercode_routes.h"
#include "modules/message/message_feeds.h"
#include "modules/message/message_routes.h"
#include "modules/points/points_routes.h"
#include "modules/pack/pack_routes.h"
#include "modules/giftcard/giftcard_routes.h"
#include "modules/prime/prime_routes.h"
#include "modules/draw/draw_routes.h"
#include "modules/invite/invite_routes.h"
#include "modules/invoice/invoice_routes.h"
#include "modules/invoice/sandbox_invoice_provider.h"
#include "modules/mall/mall_routes.h"
#include "modules/feedback/feedback_routes.h"
#include "modules/moderation/moderation_routes.h"
#include "modules/page/page_routes.h"
#include "modules/promote/promote_routes.h"
#include "modules/wish/wish_routes.h"
#include "modules/popup/popup_routes.h"
#include "modules/task/task_routes.h"
#include "modules/rights/rights_routes.h"
#include "modules/purchase/purchase_routes.h"
#include "modules/recharge/recharge_routes.h"
#include "modules/refund/refund_routes.h"
#include "modules/review/review_routes.h"
#include "modules/common/rate_limiter.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/goods_code_routes.h"
#include "modules/catalog/console_routes.h"
#include "modules/dinein/dine_routes.h"
#include "modules/dinein/table_routes.h"
#include "modules/dinein/table_tokens.h"
#include "modules/group/group_routes.h"
#include "modules/config/config_routes.h"
#include "modules/system/host_platform_routes.h"
#include "modules/system/system_routes.h"
#include "modules/upload/upload_routes.h"
#include "modules/upload/upload_service.h"
#include "modules/upload/upload_store.h"
#include "modules/wallet/wallet_service.h"

#ifndef QSR_BUILD_VERSION
#define QSR_BUILD_VERSION "dev"
#endif

namespace qsr::app {
namespace fs = std::filesystem;
namespace json = boost::json;

std::string build_version() { return QSR_BUILD_VERSION; }

namespace {

// A stdout sink that does not flush after every line: the access log writes a line per request,
// and a flush each is a write() system call each (the access log as a whole cost about a tenth of
// the orders benchmark). Lines go out when stdio's buffer fills, every second, and at once from a
// warning up. An asynchronous logger cost more in hand-offs than it saved (decision 0015).
class BufferedStdoutSink final : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t formatted;
    formatter_->format(msg, formatted);
    std::fwrite(formatted.data(), 1, formatted.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};

void use_buffered_logger() {
  spdlog::set_default_logger(std::make_shared<spdlog::logger>("qsr", std::make_shared<BufferedStdoutSink>()));
  spdlog::flush_on(spdlog::level::warn);
  spdlog::flush_every(std::chrono::seconds(1));
}

void configure_logging(const Config& c) {
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e%z %^%l%$ %v");
  spdlog::set_level(spdlog::level::from_str(c.log_level));
  if (!c.access_log && spdlog::get_level() < spdlog::level::warn) {
    // The access log is info level; without it keep only warnings from request handling.
    spdlog::set_level(spdlog::level::warn);
  }
}

std::unique_ptr<db::Db> open_database(const Config& c) {
  auto db = db::open(c.db, c.workers);
  int applied = db::migrate(*db);
  if (applied > 0) spdlog::info("applied {} migration(s)", applied);
  return db;
}

// First start: load the demo brand when the catalogue is empty. Never over real data.
void seed_if_empty(db::Db& db, const Config& c, const Clock& clock) {
  if (c.seed_dir.empty()) return;
  // Two servers starting at once on an empty database: the second waits here, then finds it loaded.
  db::StartupLock turn(db.dialect(), c.db_direct);
  if (catalog::CatalogService::has_brand(db)) return;
  spdlog::info("empty catalogue: loading brand from {}", c.seed_dir);
  seed_brand(db, c.seed_dir, clock.now_ms());
}

// Who may watch a live topic: anyone a store's status; the customer their order; staff their
// store's incoming orders.
bool may_watch(const std::string& topic, const std::string& token, account::AccountModule& accounts, db::Db& db,
               order::OrderService& orders, group::GroupService& groups) {
  if (topic.rfind("store:", 0) == 0) return topic.size() < 40;
  // A table's list is open to whoever scanned its code (visitors too): the topic is its token.
  if (topic.rfind("table:", 0) == 0) return dinein::table_token_exists(db, topic.substr(6));
  if (token.empty()) return false;
  std::optional<account::Caller> caller;
  try {
    caller = accounts.sessions.resolve_token(token);
  } catch (const AppError&) {
    return false;
  }
  if (!caller || !caller->member_id) return false;
  if (topic.rfind("order:", 0) == 0) return topic.size() < 60 && orders.find_readable(*caller->member_id, topic.substr(6)).has_value();
  if (topic.rfind("spell:", 0) == 0) {
    return topic.size() < 60 && groups.is_participant(*caller->member_id, topic.substr(6));
  }
  if (topic.rfind("store-orders:", 0) == 0 && caller->is_staff()) {
    return !caller->staff_sid || topic == "store-orders:" + std::to_string(*caller->staff_sid);
  }
  return false;
}

// Web Push's settings: the contact defaults to the app's address when it is https (push services
// want a way to reach the sender), the push services to the browsers' usual ones.
message::PushOptions push_options(const Config& c, const std::string& app_url) {
  message::PushOptions o;
  o.vapid_private_key = c.vapid_private_key;
  o.subject = !c.vapid_subject.empty() ? c.vapid_subject : app_url.rfind("https://", 0) == 0 ? app_url : "mailto:webpush@localhost";
  if (c.push_hosts.empty()) {
    o.hosts = message::default_push_hosts();
  } else {
    std::string_view rest = c.push_hosts;
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      std::string host(rest.substr(0, comma));
      std::erase(host, ' ');
      if (!host.empty()) o.hosts.push_back(host);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  }
  o.allow_local_http = c.dev;
  return o;
}

}  // namespace

int seed_only(const std::string& dir) {
  try {
    crypto::init();
    Config c = config_from_env();
    configure_logging(c);
    auto db = open_database(c);
    SystemClock clock;
    db::StartupLock turn(db->dialect(), c.db_direct);
    seed_brand(*db, dir, clock.now_ms());
    spdlog::info("loaded brand from {}", dir);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "qsr-server --seed: " << e.what() << "\n";
    return 1;
  }
}

int serve() {
  Config c;
  try {
    c = config_from_env();
  } catch (const std::exception& e) {
    std::cerr << "qsr-server: configuration: " << e.what() << "\n";
    return 2;
  }
  use_buffered_logger();
  configure_logging(c);
  try {
    crypto::init();
    http::set_outbound_ca_file(c.outbound_ca_file);
    SystemClock system_clock;
    // In development and tests the clock may be moved; production uses the system clock as is.
    std::unique_ptr<SettableClock> settable;
    if (c.dev || c.fake_now_ms) {
      settable = std::make_unique<SettableClock>(0);
      if (c.fake_now_ms) settable->set(*c.fake_now_ms); else settable->run_from(system_clock.now_ms());
    }
    const Clock& clock = settable ? static_cast<const Clock&>(*settable) : system_clock;

    auto db = open_database(c);
    // This server among the others on the database (its notices, its job leases).
    const std::string instance = crypto::random_token(12);
    // Several servers on one PostgreSQL hear each other's notices (live events, caches to drop).
    std::shared_ptr<db::PgBus> pg_bus;
    if (db->dialect() == db::Dialect::postgres) {
      pg_bus = std::make_shared<db::PgBus>(c.db_direct, instance);
      db->set_bus(pg_bus);
    }
    system::JobLeases leases(*db, instance);
    if (c.upload_store.empty()) c.upload_store = db->dialect() == db::Dialect::postgres ? "database" : "folder";
    if (c.upload_store == "database" && db->dialect() != db::Dialect::postgres) {
      throw std::invalid_argument("QSR_UPLOAD_STORE=database needs PostgreSQL (QSR_DB=postgresql://...)");
    }
    seed_if_empty(*db, c, clock);

    // The address links and QR codes point at (gift links, table codes).
    const std::string app_url = c.app_url.empty() ? "http://localhost:" + std::to_string(c.port) : c.app_url;
    http::Router router;
    http::WsHub hub;
    http::LiveEvents live(db->bus(), hub);
    catalog::CatalogService catalog_service(*db, clock);
    system::register_routes(router, *db, clock,
                            {build_version(), c.web_dir, c.dev, settable.get(), instance,
                             [pg_bus]() -> std::string { return !pg_bus ? "local" : pg_bus->listening() ? "listening" : "reconnecting"; },
                             &leases});
    system::register_host_platform_routes(router);
    catalog::register_routes(router, catalog_service);
    config::register_routes(router, catalog_service);
    // Outside systems are called on threads of their own, one small pool each: a dead SMS gateway
    // delays texts, a slow card gateway delays refunds and notices, and neither holds a thread
    // that serves requests (core/background.h).
    BackgroundWorkers sms_workers(2, 200);
    BackgroundWorkers gateway_workers(2, 100);
    BackgroundWorkers oidc_workers(2, 100);  // identity providers: code exchanges, key sets
    account::AccountModule accounts(*db, clock, {c.dev, c.sms_gateway_url, c.sms_gateway_key, c.admin_token, c.sms_per_address_daily,
                                                 &sms_workers, c.oidc, &oidc_workers});
    accounts.register_routes(router);
    cart::CartService carts(*db, clock, catalog_service);
    cart::install(router, carts, accounts);
    order::OrderService orders(*db, clock, catalog_service, live, {c.pay_timeout_minutes * 60 * 1000});
    order::install(router, orders, accounts);
    order::register_order_again(router, orders, carts, accounts);
    wallet::WalletService wallets(*db, clock);
    wallet::install(router, wallets, accounts);
    points::PointsService points_service(*db, clock);
    points::install(router, points_service, orders, accounts);
    level::LevelService levels(*db, clock);
    level::install(router, levels, orders, points_service, accounts);
    membercode::MemberCodeService member_codes(*db, clock, points_service, levels);
    membercode::install(router, member_codes, accounts);
    coupon::CouponService coupons(*db, clock);
    coupon::install(router, coupons, carts, catalog_service, accounts, app_url);
    // The checkout (order module, which calls the coupon module) reads the running trade events
    // from the coupon module's copy in memory.
    orders.set_trade_events([&coupons](db::Tx& tx, int64_t now_ms) { return coupons.live_trade_events(tx, now_ms); });
    // The sandbox approves card payments with no money moved: it is mounted only when it is the
    // configured gateway (the default with QSR_DEV, explicit otherwise).
    std::unique_ptr<payment::SandboxGateway> sandbox;
    payment::NoCardGateway no_card_gateway;
    if (c.pay_gateway == "sandbox") {
      sandbox = std::make_unique<payment::SandboxGateway>(
          *db, clock, payment::SandboxOptions{c.pay_secret.empty() ? crypto::random_token(32) : c.pay_secret, "", c.sandbox_refund_delay_ms});
      sandbox->register_routes(router);
      spdlog::warn("the sandbox card gateway is on (QSR_PAY_GATEWAY=sandbox): card payments are approved with no money moved");
    }
    payment::Gateway& gateway = sandbox ? static_cast<payment::Gateway&>(*sandbox) : no_card_gateway;
    payment::PaymentService payments(*db, clock, orders, gateway);
    // What members buy besides meals, paid by card; each kind below is one of them.
    purchase::PurchaseService purchases(*db, clock, gateway);
    purchase::install(router, purchases, payments, accounts);
    // Top-ups, offered while the brand's recharge.status is on.
    recharge::RechargeService recharges(*db, clock, purchases, [&catalog_service] {
      const auto snap = catalog_service.snapshot();
      const auto* r = snap->brand ? catalog::setting_object(snap->brand->global_config, "recharge") : nullptr;
      return r && catalog::setting_on(r->if_contains("status"));
    });
    recharge::install(router, recharges, purchases, accounts);
    // The Privilege Pass, a paid membership.
    prime::PrimeService primes(*db, clock, purchases);
    prime::install(router, primes, purchases, catalog_service, orders, accounts);
    // Coupon packs (order type 5).
    pack::PackService packs(*db, clock, purchases, coupons);
    pack::install(router, packs, purchases, accounts);
    // Equity (rights) cards: coupons released on a schedule.
    rights::RightsService rights_cards(*db, clock, purchases, coupons);
    rights::install(router, rights_cards, purchases, accounts, app_url, c.dev);
    // Gift cards: e-cards sold, physical cards exchanged, cards given to friends.
    giftcard::GiftCardService gift_cards(*db, clock, purchases);
    giftcard::install(router, gift_cards, purchases, payments, accounts, app_url, c.dev);
    // The points mall: goods for points (and a cash part), collected, delivered or issued.
    mall::MallService mall_service(*db, clock, points_service, catalog_service, coupons, accounts.addresses, purchases);
    mall::MallPayments mall_payments(mall_service);
    mall::install(router, mall_service, mall_payments, purchases, catalog_service, accounts);
    // Custom pages: landing pages operators lay out (the mall's and the brand's).
    page::PageService pages(*db, clock);
    page::ContentService page_content(*db, clock);
    page::register_routes(router, pages, page_content, accounts);
    // Lucky draws and blind boxes: prizes for points, or for an order.
    draw::DrawService draws(*db, clock, points_service, coupons, accounts.addresses);
    draw::install(router, draws, accounts, orders, clock);
    // The task centre: rewards for ordering, inviting friends and completing the profile.
    task::TaskService tasks(*db, clock, points_service, coupons);
    task::install(router, tasks, accounts);
    // Marketing popups: general, register, birthday and member-return popups with their coupons.
    popup::PopupService popups(*db, clock, coupons);
    popup::register_routes(router, popups, accounts);
    // Invite campaigns: rewards when a friend signs up with a member's code and orders.
    invite::InviteService invites(*db, clock, points_service, coupons);
    invite::install(router, invites, accounts, orders, clock);
    // Promotion attribution: the QR code a sign-up or an order came from.
    promote::PromoteService promotions(*db, clock);
    promote::install(router, promotions, accounts);
    // Collect-wishes: a card for every order handed over, a full set for a reward.
    wish::WishService wishes(*db, clock, points_service, coupons);
    wish::install(router, wishes, accounts, orders);
    // Reviews of finished orders, screened against the sensitive-word lists, and the community feed.
    moderation::SensitiveWords sensitive_words(*db);
    moderation::register_routes(router, sensitive_words, accounts);
    review::ReviewService reviews(*db, clock, orders, sensitive_words);
    review::install(router, reviews, orders, catalog_service, accounts);
    // Feedback to the brand or a store, answered from the console or by operators.
    feedback::FeedbackService feedback_service(*db, clock, [&catalog_service](int64_t sid) { return catalog_service.snapshot()->store(sid) != nullptr; });
    feedback::install(router, feedback_service, catalog_service, accounts);
    // Invoices (e-receipts): offered while the brand's invoice-config is on and a provider is
    // configured; issued through the provider on workers of their own (decision 0048).
    BackgroundWorkers invoice_workers(2, 100);
    std::unique_ptr<invoice::SandboxInvoiceProvider> invoice_sandbox;
    if (c.invoice_provider == "sandbox") {
      invoice_sandbox = std::make_unique<invoice::SandboxInvoiceProvider>(
          *db, clock, invoice::SandboxInvoiceOptions{c.invoice_secret.empty() ? crypto::random_token(32) : c.invoice_secret, ""});
      invoice_sandbox->register_routes(router);
    }
    invoice::InvoiceService invoices(*db, clock, [&catalog_service, &invoice_sandbox] {
      const auto snap = catalog_service.snapshot();
      const auto* cfg = snap->brand ? catalog::setting_object(snap->brand->platform_config, "invoice-config") : nullptr;
      return invoice_sandbox && cfg && catalog::setting_on(cfg->if_contains("enable"));
    });
    const auto brand_name = [&catalog_service] {
      const auto snap = catalog_service.snapshot();
      return snap->brand ? snap->brand->name.get(Lang::zh_HK) : std::string();
    };
    invoice::NoInvoiceProvider no_invoice_provider;
    invoice::InvoiceProvider& invoice_provider =
        invoice_sandbox ? static_cast<invoice::InvoiceProvider&>(*invoice_sandbox) : no_invoice_provider;
    invoice::InvoiceIssuer invoice_issuer(*db, clock, invoice_provider, brand_name);
    const std::function<invoice::IssuerRun()> run_invoices = [&invoice_issuer, &invoice_sandbox] {
      invoice::IssuerRun r = invoice_issuer.run();  // requests to the provider
      if (!invoice_sandbox) return r;
      invoice_sandbox->deliver_due();                // the provider makes them and calls back
      const auto after = invoice_issuer.run();       // documents fetched
      r.sent += after.sent;
      r.documents += after.documents;
      r.reversed += after.reversed;
      return r;
    };
    OnDemandJob invoice_job(invoice_workers, [run_invoices] { run_invoices(); });
    invoices.on_work([&invoice_job] { invoice_job.ask(); });
    invoice_issuer.on_work([&invoice_job] { invoice_job.ask(); });
    if (invoice_sandbox) invoice_sandbox->on_callback_queued([&invoice_job] { invoice_job.ask(); });
    invoice::install(router, invoices, invoice_issuer, orders, purchases, accounts, {c.dev, run_invoices, &invoice_workers});
    const payment::PayAnswers pay_answers = payment::install(router, payments, orders, gateway, catalog_service, accounts);
    refund::RefundService refunds(*db, clock, orders, gateway, payments);
    refund::register_routes(router, refunds, accounts);
    // Work for the card gateway, asked for by requests and run on its workers; the fast scheduler
    // below runs the same jobs every second for retries and for what another instance asked.
    const std::function<void()> deliver_notices = [&sandbox] {
      if (sandbox) sandbox->deliver_due();
    };
    const std::function<void()> send_card_refunds = [&payments, &refunds, &purchases] {
      payments.send_refunds();
      refunds.send_pending_parts();
      purchases.send_refunds();
    };
    OnDemandJob notify_delivery(gateway_workers, deliver_notices);
    OnDemandJob card_refunds(gateway_workers, send_card_refunds);
    if (sandbox) sandbox->on_notification_queued([&notify_delivery] { notify_delivery.ask(); });
    payments.on_refund_queued([&card_refunds] { card_refunds.ask(); });
    refunds.on_parts_queued([&card_refunds] { card_refunds.ask(); });
    purchases.on_refund_queued([&card_refunds] { card_refunds.ask(); });
    // Stops the workers before anything their jobs use goes out of scope (also on a failed start).
    struct StopWorkers {
      std::vector<BackgroundWorkers*> all;
      ~StopWorkers() {
        http::stop_outbound_calls();
        for (auto* workers : all) workers->stop();
      }
    } stop_workers{{&gateway_workers, &sms_workers, &invoice_workers, &oidc_workers}};
    if (c.dev) {
      // Runs the card jobs now, on the gateway's workers, and answers when they are done.
      router.post("/v1/dev/payments/settle", [&](http::Request& req) {
        auto done = std::make_shared<std::promise<json::object>>();
        auto answer = done->get_future();
        bool queued = gateway_workers.try_post([&, done] {
          int delivered = sandbox ? sandbox->deliver_due() : 0;
          int settled = payments.settle_pending(0) + purchases.settle_pending(0);
          int refunded = payments.send_refunds();
          int parts = refunds.send_pending_parts() + purchases.send_refunds();
          done->set_value({{"delivered", delivered}, {"settled", settled}, {"refunds", refunded}, {"refundParts", parts}});
        });
        if (!queued || answer.wait_for(std::chrono::seconds(30)) != std::future_status::ready) {
          throw AppError(503, 503, "try_again_later");
        }
        return http::ok(req, answer.get());
      });
    }
    catalog::register_console_routes(router, catalog_service, accounts, live);
    catalog::register_goods_code_routes(router, catalog_service, accounts);
    group::GroupService groups(*db, clock, catalog_service, carts, orders, live);
    group::install(router, groups, orders, accounts);
    dinein::ensure_table_tokens(*db);  // tables made before QR tokens existed
    dinein::TableService tables(*db, clock, app_url);
    dinein::DineService dine(*db, clock, catalog_service, carts, orders, live, {.confirm_units_over = c.table_round_confirm_units});
    dinein::install(router, dine, tables, orders, catalog_service, accounts, pay_answers);
    // A table's bill split equally (AA) is paid in parts by the diners at the table.
    payments.set_co_payers(&dinein::DineService::diner_of_order);
    // The message centre: written from the modules' events in their transactions (decision 0044).
    message::MessageService messages(*db, clock);
    message::PushService push(*db, clock, push_options(c, app_url));
    if (!c.vapid_private_key.empty()) push.public_key();  // a bad key stops the start, not the first push
    message::install(router, messages, push, accounts);
    message::install_feeds(messages, {catalog_service, orders, refunds, coupons, levels, groups, points_service, reviews, feedback_service});
    hub.set_topic_guard([&accounts, &db, &orders, &groups](const std::string& topic, const std::string& token) {
      return may_watch(topic, token, accounts, *db, orders, groups);
    });
    upload::UploadOptions upload_options;
    // Shared by every server: in the database on PostgreSQL unless a (shared) folder is configured.
    upload_options.store = upload::make_upload_store(c.upload_store, c.upload_dir);
    // Members only: an upload is a member's avatar or feedback picture, and strangers should
    // not be able to fill the disk. Recorded as upload.member_id.
    upload_options.owner = [&accounts](const http::Request& req) -> std::optional<int64_t> {
      return accounts.sessions.require_member(req).member_id;
    };
    const size_t upload_body_limit = std::max(upload_options.max_bytes, upload_options.max_video_bytes) + 64 * 1024;  // + framing
    upload::register_routes(router, *db, clock, upload_options);
    // An erased member's pictures go with them: rows in their erasure, files once it committed.
    accounts.hooks.erase.push_back({"uploads", [store = upload_options.store](db::Tx& tx, int64_t member) {
                                      upload::erase_member_uploads(tx, *store, member);
                                    }});

    Scheduler scheduler(std::chrono::seconds(c.job_period_seconds), &leases);
    scheduler.add("erase cancelled members", [&accounts] { accounts.cancellation.erase_due(); });
    scheduler.add("cancel unpaid orders", [&orders] { orders.cancel_unpaid(); });
    scheduler.add("return unclaimed coupon gifts", [&coupons] { coupons.return_unclaimed_gifts(); });
    scheduler.add("settle stuck card payments", [&payments] { payments.settle_pending(); });
    scheduler.add("settle stuck product orders", [&purchases] { purchases.settle_pending(); });
    scheduler.add("courier simulator", [&orders] { orders.simulate_couriers(); });
    scheduler.add("expire points", [&points_service] { points_service.expire_due(); });
    scheduler.add("end member level periods", [&levels] { levels.end_due_periods(); });
    scheduler.add("return unclaimed gift cards", [&gift_cards] { gift_cards.return_unclaimed(); });
    scheduler.add("expire gift cards", [&gift_cards] { gift_cards.expire_due(); });
    scheduler.add("release equity card coupons", [&rights_cards] { rights_cards.release_due(); });
    scheduler.add("return unclaimed equity cards", [&rights_cards] { rights_cards.return_unclaimed(); });
    scheduler.add("drop old member codes", [&member_codes] { member_codes.purge_expired(); });
    scheduler.add("cancel unpaid mall orders", [&mall_service] { mall_service.cancel_unpaid(); });
    scheduler.add("receive shipped mall orders", [&mall_service] { mall_service.receive_overdue(); });
    // Coupons and points expiring soon: once per Hong Kong day, each reminder once (its key).
    scheduler.add("message reminders", [&messages] { messages.run_daily(); });
    // Web Push: every second on a thread of its own (a slow push service delays only pushes),
    // and at once after a message that queued some (on the push worker).
    Scheduler push_jobs(std::chrono::seconds(1), &leases);
    push_jobs.add("web push", [&push] { push.deliver_due(); });
    BackgroundWorkers push_workers(1, 10);
    OnDemandJob push_now(push_workers, [&push] { push.deliver_due(); });
    messages.on_push_queued([&push_now] { push_now.ask(); });
    // The gateway's notify retries and card refunds want seconds, not minutes.
    Scheduler fast_jobs(std::chrono::seconds(1), &leases);
    if (sandbox) fast_jobs.add("sandbox notifications", deliver_notices);
    fast_jobs.add("card refunds", send_card_refunds);
    if (invoice_sandbox) fast_jobs.add("invoices", [run_invoices] { run_invoices(); });
    scheduler.add("forget old sessions", [&accounts] { accounts.sessions.forget_expired(7LL * 24 * 3600 * 1000); });
    scheduler.add("forget old rate windows", [&db, &clock] {
      db->write([&](db::Tx& tx) { forget_windows_before(tx, clock.now_ms() - 2LL * 24 * 3600 * 1000); });
    });

    auto web = std::make_shared<http::StaticFiles>(c.web_dir, "", true);
    if (!web->available()) spdlog::warn("web app folder {} not found: only the API is served", c.web_dir);
    std::shared_ptr<http::StaticFiles> media;
    if (!c.media_dir.empty()) media = std::make_shared<http::StaticFiles>(c.media_dir, "/media", false);
    http::Dispatcher dispatcher(router, web, media);

    http::ServerOptions options;
    options.host = c.host;
    options.port = c.port;
    options.io_threads = c.io_threads;
    options.workers = c.workers;
    options.body_limit_overrides = {{"/v1/upload/", upload_body_limit}};
    options.trusted_proxies = http::TrustedProxies::parse(c.trusted_proxies);
    http::Server server(options, dispatcher, hub);
    server.listen();
    uint16_t port = server.bound_port();
    if (!c.port_file.empty()) std::ofstream(c.port_file) << port << "\n";
    std::string base = c.public_url.empty() ? "http://127.0.0.1:" + std::to_string(port) : c.public_url;
    if (sandbox) sandbox->set_notify_url(base + "/v1/pay-center/notify/sandbox");
    if (invoice_sandbox) invoice_sandbox->set_callback_url(base + "/v1/invoice/notify/sandbox");
    spdlog::info("qsr-server {} listening on http://{}:{} (database: {})", build_version(), c.host, port,
                 db->dialect() == db::Dialect::sqlite ? "sqlite" : "postgresql");
    // Listening before serving; stopped (by the guard) before anything its handlers use is gone.
    db->bus().start();
    struct StopBus {
      db::Bus& bus;
      ~StopBus() { bus.stop(); }
    } stop_bus{db->bus()};
    scheduler.start();
    fast_jobs.start();
    push_jobs.start();
    server.run();
    http::stop_outbound_calls();  // a hung gateway must hold up neither the jobs' stop nor the workers
    push_jobs.stop();
    fast_jobs.stop();
    scheduler.stop();
    // The workers too, before any destructor runs: a job still running (a card refund settling an
    // order) calls listeners of services declared after the guard above, which go first.
    for (auto* workers : stop_workers.all) workers->stop();
    push_workers.stop();
    spdlog::info("stopped");
    return 0;
  } catch (const std::exception& e) {
    spdlog::critical("qsr-server failed to start: {}", e.what());  // flushed: critical is above warn
    return 1;
  }
}

}  // namespace qsr::app
