// A list of unit indices kept as runs of adjacent units. A coupon applies to whole lines and a
// line's units are adjacent (cart.h), so what a coupon sees of a cart of 10,000 units is a few
// hundred runs at most: the facts of a wallet grow with lines, not units. It reads like the
// vector<int> it replaces: range-for, size(), empty(), ordered comparison.
#pragma once

#include <compare>
#include <cstddef>
#include <iterator>
#include <vector>

namespace qsr::engine::coupon {

class UnitList {
  struct Run {
    int first = 0;
    int count = 0;
    auto operator<=>(const Run&) const = default;
  };

 public:
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = int;
    using difference_type = std::ptrdiff_t;
    using pointer = const int*;
    using reference = int;

    iterator() = default;
    iterator(const std::vector<Run>* runs, size_t run) : runs_(runs), run_(run) {}
    int operator*() const { return (*runs_)[run_].first + offset_; }
    iterator& operator++() {
      if (++offset_ == (*runs_)[run_].count) {
        ++run_;
        offset_ = 0;
      }
      return *this;
    }
    iterator operator++(int) {
      iterator before = *this;
      ++*this;
      return before;
    }
    bool operator==(const iterator& o) const { return run_ == o.run_ && offset_ == o.offset_; }

   private:
    const std::vector<Run>* runs_ = nullptr;
    size_t run_ = 0;
    int offset_ = 0;
  };

  // Appends `unit`; one after the last unit extends the last run.
  void push_back(int unit) {
    if (!runs_.empty() && runs_.back().first + runs_.back().count == unit) {
      ++runs_.back().count;
    } else {
      runs_.push_back({unit, 1});
    }
    ++size_;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  iterator begin() const { return iterator(&runs_, 0); }
  iterator end() const { return iterator(&runs_, runs_.size()); }
  size_t runs() const { return runs_.size(); }

  bool operator==(const UnitList&) const = default;
  auto operator<=>(const UnitList&) const = default;

 private:
  std::vector<Run> runs_;
  size_t size_ = 0;
};

}  // namespace qsr::engine::coupon
