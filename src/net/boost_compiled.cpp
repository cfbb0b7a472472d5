// The non-template parts of Boost.Asio and Boost.Beast, compiled once here
// rather than inline in every file that includes them: euchre_net defines
// BOOST_ASIO_SEPARATE_COMPILATION and BOOST_BEAST_SEPARATE_COMPILATION for
// itself and every target that links it (Asio's and Beast's documented
// separate compilation). The network files are the slowest of the build to
// compile, most of all under the sanitizers, and CI builds them twice.
#include <boost/asio/impl/src.hpp>
#include <boost/beast/src.hpp>
