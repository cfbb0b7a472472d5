// Integer arguments as pyspiel takes them: a Python int (or a subclass, such
// as an IntEnum), a numpy integer scalar, anything with __index__. Code
// written for pyspiel calls apply_action(rng.choice(state.legal_actions())),
// which hands a numpy.int64 in; a bare `py::int_` parameter refused it.
// A bool (Python's or numpy's) or a float is refused with a TypeError that
// names the argument: True as an action, or 3.0, is a bug in the caller.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>

namespace euchre::python {

namespace py = pybind11;

// What an integer argument is, for the error that names it.
enum class IntKind { Action, Player, Seed, Episode, Card, Count, Slot };

// The value of `value` as an integer in int's range; throws py::type_error
// for a bool, a float or a non-integer, py::value_error out of range.
int int_arg(py::handle value, IntKind kind);
// The same for a 64-bit seed or episode number (0 .. 2^64 - 1).
std::uint64_t uint64_arg(py::handle value, IntKind kind);
// An array of actions (VectorEnv.step): any integer dtype, a list of ints;
// bool and float arrays are refused.
py::array_t<std::int64_t, py::array::c_style> int_array_arg(py::handle value, IntKind kind);

// Parameter types whose casters call int_arg / uint64_arg.
template <IntKind K>
struct IntArg {
  int value = 0;
  operator int() const { return value; }  // NOLINT: an int where an int is wanted
};
template <IntKind K>
struct UInt64Arg {
  std::uint64_t value = 0;
  operator std::uint64_t() const { return value; }  // NOLINT
};
using ActionArg = IntArg<IntKind::Action>;
using PlayerArg = IntArg<IntKind::Player>;
using CardArg = IntArg<IntKind::Card>;
using CountArg = IntArg<IntKind::Count>;
using SlotArg = IntArg<IntKind::Slot>;
using SeedArg = UInt64Arg<IntKind::Seed>;
using EpisodeArg = UInt64Arg<IntKind::Episode>;

}  // namespace euchre::python

namespace pybind11::detail {

template <euchre::python::IntKind K>
struct type_caster<euchre::python::IntArg<K>> {
  PYBIND11_TYPE_CASTER(euchre::python::IntArg<K>, const_name("int"));
  bool load(handle src, bool) {
    value.value = euchre::python::int_arg(src, K);
    return true;
  }
  static handle cast(const euchre::python::IntArg<K>& v, return_value_policy, handle) {
    return PyLong_FromLong(v.value);
  }
};

template <euchre::python::IntKind K>
struct type_caster<euchre::python::UInt64Arg<K>> {
  PYBIND11_TYPE_CASTER(euchre::python::UInt64Arg<K>, const_name("int"));
  bool load(handle src, bool) {
    value.value = euchre::python::uint64_arg(src, K);
    return true;
  }
  static handle cast(const euchre::python::UInt64Arg<K>& v, return_value_policy, handle) {
    return PyLong_FromUnsignedLongLong(v.value);
  }
};

}  // namespace pybind11::detail
