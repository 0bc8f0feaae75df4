// <arpa/inet.h>'s byte-order conversions: the target is little-endian
// (x86-64 and i386), so network order is the bytes reversed.
#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

// htonl, ntohl (32 bits), htons, ntohs (16 bits): the width is the
// result's type.
void m_byteSwap(Call& c) {
  unsigned bits = retBits(c);
  uint64_t v = intArg(c, 0, fnName(c));
  setRet(c, bits == 16 ? __builtin_bswap16(static_cast<uint16_t>(v)) : __builtin_bswap32(static_cast<uint32_t>(v)));
}

const ModelEntry kInetModels[] = {
    {"htonl", m_byteSwap}, {"ntohl", m_byteSwap}, {"htons", m_byteSwap}, {"ntohs", m_byteSwap},
};

}  // namespace

Model findInetModel(std::string_view name) { return lookupModel(kInetModels, name); }

}  // namespace ferret::sem
