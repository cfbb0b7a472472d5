#include "terminal/interrupt.h"

#include <signal.h>

#include <csignal>

namespace euchre::terminal {
namespace {

volatile std::sig_atomic_t g_interrupted = 0;
extern "C" void on_sigint(int) { g_interrupted = 1; }

}  // namespace

void catch_interrupt() {
  g_interrupted = 0;
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocked read returns so the game can end cleanly
  sigaction(SIGINT, &sa, nullptr);
}

bool interrupted() { return g_interrupted != 0; }

void release_interrupt() { std::signal(SIGINT, SIG_DFL); }

}  // namespace euchre::terminal
