// The file-system layer's pure pieces: status records survive their text
// form (names with spaces included), a text that is no record is refused,
// and paths resolve against the working directory the layer keeps.
#include <gtest/gtest.h>

#include "sem/files.hpp"

namespace ferret::sem {
namespace {

TEST(StatusRecord, RoundTripsWithEntries) {
  StatusRecord r;
  r.mode = 040755;
  r.nlink = 3;
  r.size = 4096;
  r.ino = 77;
  r.times[2] = 1700000000;
  r.times[3] = 5;
  r.entries = {DirEntry{".", 77, 4}, DirEntry{"a name with spaces", 9, 8}};
  std::optional<StatusRecord> back = parseStatus(formatStatus(r));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->mode, r.mode);
  EXPECT_EQ(back->nlink, 3u);
  EXPECT_EQ(back->times[2], 1700000000);
  EXPECT_EQ(back->times[3], 5);
  ASSERT_EQ(back->entries.size(), 2u);
  EXPECT_EQ(back->entries[1].name, "a name with spaces");
  EXPECT_EQ(back->entries[1].ino, 9u);
  EXPECT_EQ(back->entries[1].type, 8);
}

TEST(StatusRecord, RefusesWhatIsNoRecord) {
  EXPECT_FALSE(parseStatus("").has_value());
  EXPECT_FALSE(parseStatus("1 2 3").has_value());
  EXPECT_FALSE(parseStatus(std::string("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\0bad", 35)).has_value());
}

TEST(FileSystem, ResolvesAgainstTheWorkingDirectory) {
  FileSystem fs;
  EXPECT_EQ(fs.resolve("a/./b/../c"), "a/c");
  fs.cwd = "sub";
  EXPECT_EQ(fs.resolve("x"), "sub/x");
  EXPECT_EQ(fs.resolve(".."), ".");
  EXPECT_EQ(fs.resolve("../.."), "..");
  EXPECT_EQ(fs.resolve("/abs/y"), "/abs/y");
  EXPECT_EQ(parentPath("a"), ".");
  EXPECT_EQ(parentPath("a/b"), "a");
  EXPECT_EQ(parentPath("/a"), "/");
  EXPECT_EQ(parentPath("."), "..");
}

}  // namespace
}  // namespace ferret::sem
