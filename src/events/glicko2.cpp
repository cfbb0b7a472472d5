#include "events/glicko2.h"

#include <cmath>

namespace euchre::events {
namespace {

constexpr double kScale = 173.7178;  // Glicko-2's scale: (rating - 1500) / kScale
constexpr double kPi = 3.14159265358979323846;
constexpr double kEpsilon = 0.000001;  // the convergence bound of the volatility's iteration

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (kPi * kPi)); }
double expected(double mu, double mu_j, double phi_j) { return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j))); }

// Step 5 of the paper: the new volatility, by the Illinois algorithm.
double new_volatility(double phi, double sigma, double delta, double v, double tau) {
  const double a = std::log(sigma * sigma);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
  };
  double A = a, B = 0.0;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    double k = 1.0;
    while (f(a - k * tau) < 0.0) k += 1.0;
    B = a - k * tau;
  }
  double fA = f(A), fB = f(B);
  while (std::fabs(B - A) > kEpsilon) {
    const double C = A + (A - B) * fA / (fB - fA);
    const double fC = f(C);
    if (fC * fB <= 0.0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2.0;
    }
    B = C;
    fB = fC;
  }
  return std::exp(A / 2.0);
}

}  // namespace

Rating glicko2_update(const Rating& player, const std::vector<RatedGame>& games, double tau) {
  const double mu = (player.rating - 1500.0) / kScale;
  const double phi = player.deviation / kScale;
  if (games.empty()) {
    const double grown = std::sqrt(phi * phi + player.volatility * player.volatility);
    return {player.rating, grown * kScale, player.volatility};
  }
  double inverse_v = 0.0, sum = 0.0;
  for (const RatedGame& game : games) {
    const double mu_j = (game.opponent.rating - 1500.0) / kScale;
    const double phi_j = game.opponent.deviation / kScale;
    const double e = expected(mu, mu_j, phi_j);
    inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
    sum += g(phi_j) * (game.score - e);
  }
  const double v = 1.0 / inverse_v;
  const double delta = v * sum;
  const double sigma = new_volatility(phi, player.volatility, delta, v, tau);
  const double phi_star = std::sqrt(phi * phi + sigma * sigma);
  const double phi_new = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
  const double mu_new = mu + phi_new * phi_new * sum;
  return {mu_new * kScale + 1500.0, phi_new * kScale, sigma};
}

}  // namespace euchre::events
