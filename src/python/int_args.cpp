#include "python/int_args.h"

#include <climits>
#include <string>

namespace euchre::python {
namespace {

const char* kind_name(IntKind kind) {
  switch (kind) {
    case IntKind::Action: return "action";
    case IntKind::Player: return "player";
    case IntKind::Seed: return "seed";
    case IntKind::Episode: return "episode";
    case IntKind::Card: return "card code";
    case IntKind::Count: return "count";
    case IntKind::Slot: return "slot";
  }
  return "integer";
}

std::string described(py::handle value) {
  return std::string(Py_TYPE(value.ptr())->tp_name) + " " + py::repr(value).cast<std::string>();
}

// numpy's bool scalar has __index__ (deprecated), so it is caught by type.
bool is_bool(py::handle value) {
  if (PyBool_Check(value.ptr())) return true;
  const std::string type = Py_TYPE(value.ptr())->tp_name;
  return type == "numpy.bool_" || type == "numpy.bool";
}

// The Python int of `value` (a new reference), or a TypeError naming it.
py::int_ as_index(py::handle value, IntKind kind) {
  const auto refuse = [&](const char* why) {
    return py::type_error(std::string(kind_name(kind)) + " must be an integer (int or numpy integer), not " +
                          described(value) + why);
  };
  if (is_bool(value)) throw refuse(" (a bool is refused: it is almost always a mistake)");
  if (PyFloat_Check(value.ptr())) throw refuse("");
  PyObject* index = PyNumber_Index(value.ptr());
  if (!index) {
    PyErr_Clear();
    throw refuse("");
  }
  return py::reinterpret_steal<py::int_>(index);
}

}  // namespace

int int_arg(py::handle value, IntKind kind) {
  const py::int_ index = as_index(value, kind);
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
  if (overflow != 0 || v < INT_MIN || v > INT_MAX)
    throw py::value_error(std::string(kind_name(kind)) + " " + py::repr(index).cast<std::string>() + " is out of range");
  return static_cast<int>(v);
}

std::uint64_t uint64_arg(py::handle value, IntKind kind) {
  const py::int_ index = as_index(value, kind);
  const unsigned long long v = PyLong_AsUnsignedLongLong(index.ptr());
  if (PyErr_Occurred()) {
    PyErr_Clear();
    throw py::value_error(std::string(kind_name(kind)) + " " + py::repr(index).cast<std::string>() +
                          " is out of range (0 .. 2^64 - 1)");
  }
  return v;
}

py::array_t<std::int64_t, py::array::c_style> int_array_arg(py::handle value, IntKind kind) {
  const py::array a = py::array::ensure(value);
  if (!a) throw py::type_error(std::string(kind_name(kind)) + "s must be an integer array, not " + described(value));
  const char type = a.dtype().kind();
  if (a.size() == 0) return py::array_t<std::int64_t, py::array::c_style>(std::vector<py::ssize_t>(a.shape(), a.shape() + a.ndim()));
  if (type != 'i' && type != 'u')
    throw py::type_error(std::string(kind_name(kind)) + "s must be an array of integers, not of dtype " +
                         py::str(a.dtype()).cast<std::string>() +
                         (type == 'b' ? " (a bool array is refused)" : ""));
  return py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(a);
}

std::uint64_t seed_from(const py::object& rng) {
  if (py::hasattr(rng, "integers"))  // numpy's Generator
    return rng.attr("integers")(0, py::int_(1) << py::int_(64), py::arg("dtype") = "uint64").cast<std::uint64_t>();
  if (py::hasattr(rng, "getrandbits")) return rng.attr("getrandbits")(64).cast<std::uint64_t>();  // random.Random
  if (PyCallable_Check(rng.ptr())) {
    // pyspiel's sampler: floats uniform in [0, 1); two draws of 32 bits.
    const auto draw = [&rng] {
      const double u = rng().cast<double>();
      if (!(u >= 0.0 && u < 1.0)) throw py::value_error("rng() gave " + std::to_string(u) + ", not a float in [0, 1)");
      return static_cast<std::uint64_t>(u * 4294967296.0);
    };
    const std::uint64_t high = draw();
    return high << 32 | draw();
  }
  return uint64_arg(rng, IntKind::Seed);
}

}  // namespace euchre::python
