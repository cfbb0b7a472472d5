// Response times of the load test in fixed buckets of 0.1 ms up to 10 s (one
// more bucket holds everything slower): memory stays bounded however long
// the run, and percentiles come out to 0.1 ms, finer than the figures need.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace euchre::loadclient {

class LatencyHistogram {
 public:
  LatencyHistogram();
  void add(std::chrono::steady_clock::duration time);
  std::int64_t count() const { return count_; }
  // The time under which a fraction `q` (0..1] of the samples fall, in ms:
  // the upper edge of the bucket holding that sample (0 when empty; a
  // sample past 10 s reads as 10000).
  double percentile_ms(double q) const;

 private:
  static constexpr double kBucketMs = 0.1;
  static constexpr std::size_t kBuckets = 100'000;
  std::vector<std::uint32_t> buckets_;
  std::int64_t count_ = 0;
};

}  // namespace euchre::loadclient
