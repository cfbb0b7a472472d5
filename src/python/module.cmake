# Included by CMakeLists.txt: the Python module and its tests.

# The Python module `euchre` (docs/python.md): pybind11 bindings in their own
# outer room (src/python), asking only the core, the bots, the solver, the
# arena, the learning tools and the EGN records. Debian's /usr/bin/python3
# sees Debian's numpy and pytest; a python3 earlier on PATH (pyenv) may not,
# so it is the default here.
set(Python3_EXECUTABLE /usr/bin/python3 CACHE FILEPATH "The Python the module is built for and tested with")
find_package(Python3 REQUIRED COMPONENTS Interpreter Development.Module NumPy)
set(PYBIND11_FINDPYTHON ON)
find_package(pybind11 REQUIRED CONFIG)
# The engine's libraries go into a shared module: position-independent code,
# without semantic interposition so that calls inside them still inline.
foreach(lib IN ITEMS euchre_core euchre_fair euchre_egn euchre_bots euchre_solver euchre_learn euchre_arena)
  set_target_properties(${lib} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_compile_options(${lib} PRIVATE -fno-semantic-interposition)
endforeach()
set(EUCHRE_PYTHON_OUT ${CMAKE_BINARY_DIR}/python)
pybind11_add_module(euchre_python MODULE
  src/python/action_ids.cpp
  src/python/int_args.cpp
  src/python/game_config.cpp
  src/python/encoding.cpp
  src/python/episode.cpp
  src/python/resample.cpp
  src/python/vector_env.cpp
  src/python/bind_constants.cpp
  src/python/bind_game.cpp
  src/python/bind_state.cpp
  src/python/bind_vector_env.cpp
  src/python/bind_tools.cpp
  src/python/module.cpp
)
target_link_libraries(euchre_python PRIVATE euchre_core euchre_egn euchre_bots euchre_solver euchre_learn euchre_arena)
# One translation unit, like the other outer layers: pybind11's templates are
# then parsed and instantiated once.
euchre_unity_build(euchre_python)
set_target_properties(euchre_python PROPERTIES OUTPUT_NAME _euchre LIBRARY_OUTPUT_DIRECTORY ${EUCHRE_PYTHON_OUT}/euchre)
# The package's Python files beside the compiled module, so that
# PYTHONPATH=build/<preset>/python imports the build's own `euchre`.
file(GLOB EUCHRE_PYTHON_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/python/euchre/*.py)
foreach(py_file IN LISTS EUCHRE_PYTHON_SOURCES)
  get_filename_component(py_name ${py_file} NAME)
  add_custom_command(OUTPUT ${EUCHRE_PYTHON_OUT}/euchre/${py_name}
                     COMMAND ${CMAKE_COMMAND} -E copy_if_different ${py_file} ${EUCHRE_PYTHON_OUT}/euchre/${py_name}
                     DEPENDS ${py_file})
  list(APPEND EUCHRE_PYTHON_COPIES ${EUCHRE_PYTHON_OUT}/euchre/${py_name})
endforeach()
add_custom_target(euchre_python_package ALL DEPENDS ${EUCHRE_PYTHON_COPIES})
add_dependencies(euchre_python euchre_python_package)

# The module's tests (tests/python, pytest), one ctest per file. Under the
# sanitizers the module needs ASan's runtime loaded before Python starts
# (Python itself is not instrumented); Python's own allocations look like
# leaks to LeakSanitizer, so leak detection is off there.
set(EUCHRE_PYTEST_ENV "PYTHONPATH=${EUCHRE_PYTHON_OUT}" "EUCHRE_BIN=$<TARGET_FILE:euchre>" "EUCHRE_BUILD_DIR=${CMAKE_BINARY_DIR}"
                      "PYTHONDONTWRITEBYTECODE=1")
if(EUCHRE_SANITIZE)
  # libstdc++ is preloaded too: ASan finds the real __cxa_throw only in the
  # libraries loaded when it starts, and Python does not link libstdc++
  # (without it the first C++ exception aborts in ASan's interceptor).
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so
                  OUTPUT_VARIABLE EUCHRE_LIBASAN OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libstdc++.so
                  OUTPUT_VARIABLE EUCHRE_LIBSTDCXX OUTPUT_STRIP_TRAILING_WHITESPACE)
  list(APPEND EUCHRE_PYTEST_ENV "LD_PRELOAD=${EUCHRE_LIBASAN} ${EUCHRE_LIBSTDCXX}" "ASAN_OPTIONS=detect_leaks=0"
                                "EUCHRE_SANITIZED=1")
endif()
file(GLOB EUCHRE_PYTEST_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/python/test_*.py)
foreach(test_file IN LISTS EUCHRE_PYTEST_FILES)
  get_filename_component(test_name ${test_file} NAME_WE)
  string(REGEX REPLACE "^test_" "" test_name ${test_name})
  add_test(NAME python.${test_name}
           COMMAND ${Python3_EXECUTABLE} -m pytest -q -p no:cacheprovider ${test_file}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}/tests/python)
  set_tests_properties(python.${test_name} PROPERTIES ENVIRONMENT "${EUCHRE_PYTEST_ENV}" LABELS python)
endforeach()
