#include "loadclient/latency_histogram.h"

#include <algorithm>
#include <cmath>

namespace euchre::loadclient {

LatencyHistogram::LatencyHistogram() : buckets_(kBuckets + 1, 0) {}

void LatencyHistogram::add(std::chrono::steady_clock::duration time) {
  const double ms = std::chrono::duration<double, std::milli>(time).count();
  const auto bucket = static_cast<std::size_t>(std::max(0.0, ms) / kBucketMs);
  ++buckets_[std::min(bucket, kBuckets)];
  ++count_;
}

double LatencyHistogram::percentile_ms(double q) const {
  if (count_ == 0) return 0;
  // The rank of the sample wanted, 1-based: q = 0.99 of 1000 samples is the 990th.
  const auto rank = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(q * static_cast<double>(count_))));
  std::int64_t seen = 0;
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    seen += buckets_[b];
    if (seen >= rank) return static_cast<double>(std::min(b + 1, kBuckets)) * kBucketMs;
  }
  return static_cast<double>(kBuckets) * kBucketMs;
}

}  // namespace euchre::loadclient
