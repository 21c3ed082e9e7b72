// The repository's root folder, for unit tests that read fixtures or the demo brand. Not from
// __FILE__: ccache's base directory makes that path relative to the build folder.
#pragma once

#include <filesystem>

namespace qsr::testing {

std::filesystem::path repo_root_dir();

}  // namespace qsr::testing
