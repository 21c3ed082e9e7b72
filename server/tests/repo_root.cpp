#include "repo_root.h"

namespace qsr::testing {

// QSR_REPO_ROOT is set for this one file (CMakeLists.txt), so only it is compiled again when the
// checkout moves.
std::filesystem::path repo_root_dir() { return std::filesystem::weakly_canonical(QSR_REPO_ROOT); }

}  // namespace qsr::testing
