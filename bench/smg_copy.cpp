// What forking an SMG costs next to matching it: builds a stack variable
// heading a list of N nodes (a next pointer and a data field each), then
// copies the graph (mode 0) or computes its canonical form (mode 1) COPIES
// times.  Count instructions with callgrind and subtract a COPIES=0 run:
//   cmake --build build --target smg_copy_bench
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null build/bin/smg_copy_bench N COPIES MODE
#include <cstdio>
#include <cstdlib>

#include "smg/canon.hpp"

using namespace ferret::smg;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: smg_copy_bench N COPIES MODE(0 copy, 1 canonical form)\n");
    return 2;
  }
  int n = std::atoi(argv[1]), copies = std::atoi(argv[2]), mode = std::atoi(argv[3]);
  Smg g;
  ObjectId head = g.addObject(ObjectKind::Stack, Size::known(8), "head", false);
  ValueId next = kZero;
  for (int i = 0; i < n; ++i) {
    ObjectId node = g.addObject(ObjectKind::Heap, Size::known(16), "node", false);
    g.write(node, 0, 8, 1, next);
    g.write(node, 8, 4, 2, g.fresh());
    next = g.addressOf(node, 0);
  }
  g.write(head, 0, 8, 1, next);
  std::vector<ObjectId> roots{head};
  size_t sink = 0;  // keeps the work from being optimised away
  for (int i = 0; i < copies; ++i) {
    if (mode == 0) sink += Smg(g).valueCount();
    else sink += canonicalize(g, roots, {}).bytes.size();
  }
  std::printf("%zu\n", sink);
}
