// Boost.JSON compiled into the fuzz targets (header-only form) rather than linked from Debian's
// shared library, so that its parser is instrumented too: the fuzzer sees which JSON shapes reach
// new code and the sanitizers check the strings it hands us.
#include <boost/json/src.hpp>
