#include "report/svg.hpp"

#include <graphviz/gvc.h>

#include <memory>
#include <stdexcept>

namespace ferret::report {

std::string dotToSvg(const std::string& dot) {
  // One context per process: it loads Graphviz's plugins once.
  static GVC_t* const gvc = gvContext();
  // Warnings (a node too wide, a font not found) would go to stderr.
  agseterr(AGERR);
  std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> g(agmemread(dot.c_str()), agclose);
  if (!g) throw std::runtime_error("Graphviz cannot read the graph");
  if (gvLayout(gvc, g.get(), "dot") != 0) throw std::runtime_error("Graphviz cannot lay out the graph");
  char* data = nullptr;
  unsigned int length = 0;
  int rendered = gvRenderData(gvc, g.get(), "svg", &data, &length);
  std::string svg = rendered == 0 && data ? std::string(data, length) : "";
  gvFreeRenderData(data);
  gvFreeLayout(gvc, g.get());
  size_t start = svg.find("<svg");
  if (start == std::string::npos) throw std::runtime_error("Graphviz drew no SVG");
  return svg.substr(start);
}

}  // namespace ferret::report
