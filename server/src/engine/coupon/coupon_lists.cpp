#include "engine/coupon/coupon_lists.h"

#include <algorithm>

#include "engine/coupon/selection_rules.h"
#include "engine/coupon/usability_rules.h"

namespace qsr::engine::coupon {

std::optional<int> next_free_copy(const Workspace& ws, int wallet_index, std::span<const int> selection) {
  for (int i = 0; i < ws.size(); ++i) {
    if (ws.at(i).wallet_index != wallet_index) continue;
    if (std::find(selection.begin(), selection.end(), i) == selection.end()) return i;
  }
  return std::nullopt;
}

namespace {

struct Listed {
  UsableCoupon entry;
  int first_index = 0;
};

// Selected first; then auto-participation coupons by weight and newest; then by saving.
bool listed_before(const Workspace& ws, const Listed& a, const Listed& b) {
  if (a.entry.selected != b.entry.selected) return a.entry.selected;
  const Coupon& ca = ws.at(a.first_index).coupon;
  const Coupon& cb = ws.at(b.first_index).coupon;
  if (!a.entry.selected) {
    if (ca.auto_participation != cb.auto_participation) return ca.auto_participation;
    if (ca.auto_participation) {
      if (ca.trade_weight != cb.trade_weight) return ca.trade_weight > cb.trade_weight;
      if (ca.trade_create_ms != cb.trade_create_ms) return ca.trade_create_ms > cb.trade_create_ms;
    }
    if (a.entry.discount != b.entry.discount) return a.entry.discount > b.entry.discount;
  }
  return ws.at(a.first_index).tie_rank < ws.at(b.first_index).tie_rank;
}

}  // namespace

void fill_coupon_lists(const Workspace& ws, Evaluator& ev, std::span<const int> priced,
                       std::span<const std::pair<int, Refusal>> refused, CalcResult& result) {
  const std::vector<int> selection(priced.begin(), priced.end());
  const Cents current = ev.total(selection);
  std::vector<const Coupon*> held;
  for (int s : selection) held.push_back(&ws.at(s).coupon);
  const RuleContext context{ws.cart(), ws.config(), held};

  std::vector<Listed> usable;
  for (int w = 0; w < ws.wallet_size(); ++w) {
    Listed listed;
    listed.entry.code = ws.wallet_entry(w).coupon.code;
    listed.entry.copies_per_order = std::max<int64_t>(1, ws.wallet_entry(w).coupon.copies_per_order);
    int first = -1;
    std::optional<Refusal> refusal;
    for (int i = 0; i < ws.size(); ++i) {
      if (ws.at(i).wallet_index != w) continue;
      if (first < 0) first = i;
      for (size_t slot = 0; slot < result.applied.size(); ++slot) {
        if (result.applied[slot].code == ws.at(i).coupon.code) {
          listed.entry.selected = true;
          ++listed.entry.copies_selected;
          listed.entry.discount += result.applied[slot].discount;
        }
      }
      for (const auto& [index, why] : refused) {
        if (index == i && !refusal) refusal = why;
      }
    }
    listed.first_index = first;
    if (!listed.entry.selected) {
      const PreparedCoupon& p = ws.at(first);
      if (!refusal) refusal = p.refusal;
      if (!refusal) refusal = rule_one_special_offer_per_template(p.coupon, p.facts(), context);
      if (!refusal) refusal = conflict_with(ws, first, selection);
      if (refusal) {
        result.unusable.push_back({listed.entry.code, refusal->reason, refusal->arg});
        continue;
      }
      std::vector<int> with = selection;
      with.push_back(first);
      const Evaluation e = ev.evaluate(with);
      // One the calculation would skip cannot be added: a voucher worth more than what is left
      // to pay, a threshold the other copies already used up. It is listed with that reason, not
      // as usable for nothing.
      const auto slot = static_cast<size_t>(std::find(e.order.begin(), e.order.end(), first) - e.order.begin());
      if (slot < e.order.size() && e.skipped[slot]) {
        result.unusable.push_back({listed.entry.code, e.skipped[slot]->reason, e.skipped[slot]->arg});
        continue;
      }
      listed.entry.discount = e.total() - current;
    }
    usable.push_back(listed);
  }
  std::stable_sort(usable.begin(), usable.end(), [&](const Listed& a, const Listed& b) { return listed_before(ws, a, b); });
  for (auto& l : usable) result.usable.push_back(std::move(l.entry));
}

}  // namespace qsr::engine::coupon
