"""Builds the module `euchre` with CMake for `pip install .` (docs/python.md).

The compiled part is the CMake target euchre_python, built in the directory
EUCHRE_BUILD_DIR (default build/pip, configured as a release build for the
Python that runs pip; a preset's build directory such as build/release is
reused as it is); the package's Python files come from src/python/euchre. Offline, with Debian's packages:

    /usr/bin/python3 -m venv --system-site-packages .venv
    .venv/bin/pip install --no-build-isolation --no-deps --no-index .
"""
import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = pathlib.Path(os.environ.get("EUCHRE_BUILD_DIR", ROOT / "build" / "pip"))
        if not (build_dir / "CMakeCache.txt").exists():
            subprocess.check_call(["cmake", "-S", str(ROOT), "-B", str(build_dir), "-G", "Ninja",
                                   "-DCMAKE_BUILD_TYPE=Release", "-DEUCHRE_BENCHMARKS=OFF",
                                   f"-DPython3_EXECUTABLE={sys.executable}"])
        subprocess.check_call(["cmake", "--build", str(build_dir), "--target", "euchre_python",
                               "-j", os.environ.get("EUCHRE_BUILD_JOBS", "2")])
        built = next((build_dir / "python" / "euchre").glob("_euchre*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    packages=["euchre"],
    package_dir={"euchre": "src/python/euchre"},
    ext_modules=[Extension("euchre._euchre", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
)
