// Brand files: one the brand does not have is simply not loaded; one that is there but cannot be
// read as a JSON object is refused by name, never mistaken for an absent one.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "core/seed_fields.h"
#include "support/scratch_dir.h"

namespace qsr::seed {
namespace {
namespace fs = std::filesystem;

class BrandFile : public ::testing::Test {
 protected:
  void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / name) << text; }
  std::string refusal(const char* name) {
    try {
      object_file(dir_, name);
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    return "";
  }
  testing::ScratchDir scratch_{"brand-file"};
  const fs::path& dir_ = scratch_.path();
};

TEST_F(BrandFile, AFileTheBrandDoesNotHaveIsNothingToLoad) { EXPECT_FALSE(object_file(dir_, "draws.json").has_value()); }

TEST_F(BrandFile, AJsonObjectIsAnsweredAsItIs) {
  write("draws.json", R"({"activities": []})");
  auto file = object_file(dir_, "draws.json");
  ASSERT_TRUE(file.has_value());
  EXPECT_TRUE(file->as_object().contains("activities"));
}

TEST_F(BrandFile, AFileThatIsThereButNotAJsonObjectIsRefusedByName) {
  write("draws.json", R"({"activities": [}")");  // a typo
  EXPECT_NE(refusal("draws.json").find("draws.json: not a JSON object"), std::string::npos);
  write("tasks.json", R"([{"kind": "order"}])");  // valid JSON, but not the object the loader reads
  EXPECT_NE(refusal("tasks.json").find("tasks.json"), std::string::npos);
}

}  // namespace
}  // namespace qsr::seed
