/*
 * csmith.h -- Ferret's own minimal runtime for csmith-generated programs.
 *
 * Written from csmith's documented semantics (not copied from csmith's
 * runtime).  Portable C99: only <stdint.h>, <stdio.h>, <string.h>, <limits.h>.
 *
 * Safe-math wrappers: every operation that would be undefined behaviour
 * (signed overflow, INT_MIN / -1, division/modulo by zero, shifting a
 * negative value, shifting by a negative amount or >= the width, shifting a
 * one out of / into the sign bit) instead returns the first operand
 * unchanged.  Unsigned arithmetic wraps (it is computed in at least
 * `unsigned int`, so small types never go through signed `int` arithmetic).
 *
 * Naming follows csmith: safe_<op>_func_<type>_<l><r>, where <l>/<r> are
 * `s` (signed) or `u` (unsigned).  Shift amounts are `int` for `s` and
 * `unsigned int` for `u`.  The shift limit is 32 for types up to 32 bits
 * (the promoted width) and 64 for 64-bit types.
 *
 * Checksum: a standard reflected CRC-32 (poly 0xEDB88320) over the 8
 * little-endian bytes of each value converted to uint64_t;
 * platform_main_end() prints "checksum = %X\n".
 */
#ifndef FERRET_DIFFTEST_CSMITH_H
#define FERRET_DIFFTEST_CSMITH_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>

/* ---------------------------------------------------------------------- */
/* Signed types: T, its minimum, its maximum, shift limit W.              */
/* ---------------------------------------------------------------------- */
#define FERRET_CSMITH_SIGNED(T, MN, MX, W)                                    \
static T safe_unary_minus_func_##T##_s(T si)                                  \
{                                                                             \
    return (si == (MN)) ? si : (T)(-si);                                      \
}                                                                             \
static T safe_add_func_##T##_s_s(T a, T b)                                    \
{                                                                             \
    return ((b > 0 && a > (MX) - b) || (b < 0 && a < (MN) - b))               \
        ? a : (T)(a + b);                                                     \
}                                                                             \
static T safe_sub_func_##T##_s_s(T a, T b)                                    \
{                                                                             \
    return ((b < 0 && a > (MX) + b) || (b > 0 && a < (MN) + b))               \
        ? a : (T)(a - b);                                                     \
}                                                                             \
static T safe_mul_func_##T##_s_s(T a, T b)                                    \
{                                                                             \
    return ((a > 0 && b > 0 && a > (MX) / b) ||                               \
            (a > 0 && b <= 0 && b < (MN) / a) ||                              \
            (a <= 0 && b > 0 && a < (MN) / b) ||                              \
            (a < 0 && b <= 0 && b < (MX) / a))                                \
        ? a : (T)(a * b);                                                     \
}                                                                             \
static T safe_div_func_##T##_s_s(T a, T b)                                    \
{                                                                             \
    return (b == 0 || (a == (MN) && b == -1)) ? a : (T)(a / b);               \
}                                                                             \
static T safe_mod_func_##T##_s_s(T a, T b)                                    \
{                                                                             \
    return (b == 0 || (a == (MN) && b == -1)) ? a : (T)(a % b);               \
}                                                                             \
static T safe_lshift_func_##T##_s_s(T left, int right)                        \
{                                                                             \
    return (left < 0 || right < 0 || right >= (W) ||                          \
            left > ((MX) >> right))                                           \
        ? left : (T)(left << right);                                          \
}                                                                             \
static T safe_lshift_func_##T##_s_u(T left, unsigned int right)               \
{                                                                             \
    return (left < 0 || right >= (W) || left > ((MX) >> right))               \
        ? left : (T)(left << right);                                          \
}                                                                             \
static T safe_rshift_func_##T##_s_s(T left, int right)                        \
{                                                                             \
    return (left < 0 || right < 0 || right >= (W)) ? left : (T)(left >> right);\
}                                                                             \
static T safe_rshift_func_##T##_s_u(T left, unsigned int right)               \
{                                                                             \
    return (left < 0 || right >= (W)) ? left : (T)(left >> right);            \
}

/* ---------------------------------------------------------------------- */
/* Unsigned types: T, its maximum, the type arithmetic is done in (at     */
/* least unsigned int, so uint8/uint16 never promote to signed int), W.   */
/* ---------------------------------------------------------------------- */
#define FERRET_CSMITH_UNSIGNED(T, MX, UT, W)                                  \
static T safe_unary_minus_func_##T##_u(T ui)                                  \
{                                                                             \
    return (T)((UT)0 - (UT)ui);                                               \
}                                                                             \
static T safe_add_func_##T##_u_u(T a, T b)                                    \
{                                                                             \
    return (T)((UT)a + (UT)b);                                                \
}                                                                             \
static T safe_sub_func_##T##_u_u(T a, T b)                                    \
{                                                                             \
    return (T)((UT)a - (UT)b);                                                \
}                                                                             \
static T safe_mul_func_##T##_u_u(T a, T b)                                    \
{                                                                             \
    return (T)((UT)a * (UT)b);                                                \
}                                                                             \
static T safe_div_func_##T##_u_u(T a, T b)                                    \
{                                                                             \
    return (b == 0) ? a : (T)((UT)a / (UT)b);                                 \
}                                                                             \
static T safe_mod_func_##T##_u_u(T a, T b)                                    \
{                                                                             \
    return (b == 0) ? a : (T)((UT)a % (UT)b);                                 \
}                                                                             \
static T safe_lshift_func_##T##_u_s(T left, int right)                        \
{                                                                             \
    return (right < 0 || right >= (W) || left > ((MX) >> right))              \
        ? left : (T)((UT)left << right);                                      \
}                                                                             \
static T safe_lshift_func_##T##_u_u(T left, unsigned int right)               \
{                                                                             \
    return (right >= (W) || left > ((MX) >> right))                           \
        ? left : (T)((UT)left << right);                                      \
}                                                                             \
static T safe_rshift_func_##T##_u_s(T left, int right)                        \
{                                                                             \
    return (right < 0 || right >= (W)) ? left : (T)((UT)left >> right);       \
}                                                                             \
static T safe_rshift_func_##T##_u_u(T left, unsigned int right)               \
{                                                                             \
    return (right >= (W)) ? left : (T)((UT)left >> right);                    \
}

FERRET_CSMITH_SIGNED(int8_t,  INT8_MIN,  INT8_MAX,  32)
FERRET_CSMITH_SIGNED(int16_t, INT16_MIN, INT16_MAX, 32)
FERRET_CSMITH_SIGNED(int32_t, INT32_MIN, INT32_MAX, 32)
FERRET_CSMITH_SIGNED(int64_t, INT64_MIN, INT64_MAX, 64)

FERRET_CSMITH_UNSIGNED(uint8_t,  UINT8_MAX,  unsigned int, 32)
FERRET_CSMITH_UNSIGNED(uint16_t, UINT16_MAX, unsigned int, 32)
FERRET_CSMITH_UNSIGNED(uint32_t, UINT32_MAX, uint32_t,     32)
FERRET_CSMITH_UNSIGNED(uint64_t, UINT64_MAX, uint64_t,     64)

#undef FERRET_CSMITH_SIGNED
#undef FERRET_CSMITH_UNSIGNED

/* ---------------------------------------------------------------------- */
/* CRC-32 checksum                                                         */
/* ---------------------------------------------------------------------- */
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;

static void crc32_gentab(void)
{
    int i, j;
    for (i = 0; i < 256; i++) {
        uint32_t crc = (uint32_t)i;
        for (j = 0; j < 8; j++)
            crc = (crc & 1u) ? ((crc >> 1) ^ 0xEDB88320UL) : (crc >> 1);
        crc32_tab[i] = crc;
    }
}

static void crc32_byte(uint8_t b)
{
    crc32_context = (crc32_context >> 8) ^ crc32_tab[(crc32_context ^ b) & 0xFFu];
}

static void crc32_8bytes(uint64_t val)
{
    int i;
    for (i = 0; i < 8; i++)
        crc32_byte((uint8_t)(val >> (8 * i)));
}

static void transparent_crc(uint64_t val, const char *vname, int flag)
{
    crc32_8bytes(val);
    if (flag)
        printf("...checksum after hashing %s : %lX\n", vname,
               (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
}

static void transparent_crc_bytes(const void *ptr, int nbytes,
                                  const char *vname, int flag)
{
    const unsigned char *p = (const unsigned char *)ptr;
    int i;
    for (i = 0; i < nbytes; i++)
        crc32_byte(p[i]);
    if (flag)
        printf("...checksum after hashing %s : %lX\n", vname,
               (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
}

static void platform_main_begin(void)
{
}

static void platform_main_end(uint32_t crc, int flag)
{
    (void)flag;
    printf("checksum = %X\n", (unsigned int)crc);
}

#endif /* FERRET_DIFFTEST_CSMITH_H */
