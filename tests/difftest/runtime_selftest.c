/*
 * Self-test for runtime/csmith.h: checks every safe-math wrapper against a
 * reference computed in wide (__int128) arithmetic, on edge values plus
 * pseudo-random operands.  Build with -fsanitize=undefined to also prove
 * the wrappers themselves never execute UB.  Prints "selftest: OK" and
 * exits 0 on success.  (Needs gcc/clang for __int128; the header itself
 * is plain C99.)
 */
#include "csmith.h"
#include <stdlib.h>

typedef __int128 wide;
static int failures;

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static void fail(const char *fn, long long a, long long b, long long got,
                 long long want)
{
    if (failures++ < 20)
        printf("FAIL %s(%lld, %lld) = %lld, want %lld\n", fn, a, b, got, want);
}

/* Reference semantics. */
static wide ref_signed(int op, wide a, wide b, wide mn, wide mx, int w)
{
    wide r;
    switch (op) {
    case 0: r = -a; break;
    case 1: r = a + b; break;
    case 2: r = a - b; break;
    case 3: r = a * b; break;
    case 4: if (b == 0) return a; r = a / b; break;
    case 5: if (b == 0) return a; r = a % b; if (a == mn && b == -1) return a; break;
    case 6: /* lshift */
        if (a < 0 || b < 0 || b >= w) return a;
        r = a; { int i; for (i = 0; i < b && r <= mx; i++) r *= 2; }
        break;
    default: /* rshift */
        if (a < 0 || b < 0 || b >= w) return a;
        r = a >> (int)b; break;
    }
    return (r < mn || r > mx) ? a : r;
}

static wide ref_unsigned(int op, wide a, wide b, wide mx, int w)
{
    wide m = mx + 1, r;
    switch (op) {
    case 0: r = -a; break;
    case 1: r = a + b; break;
    case 2: r = a - b; break;
    case 3: r = (wide)(((unsigned __int128)a * (unsigned __int128)b)
                       % (unsigned __int128)m); break;
    case 4: if (b == 0) return a; r = a / b; break;
    case 5: if (b == 0) return a; r = a % b; break;
    case 6:
        if (b < 0 || b >= w) return a;
        r = a; { int i; for (i = 0; i < b && r <= mx; i++) r *= 2; }
        return r > mx ? a : r;
    default:
        if (b < 0 || b >= w) return a;
        return a >> (int)b;
    }
    r %= m;
    if (r < 0) r += m;
    return r;
}

static const char *opname[] = {"unary_minus", "add", "sub", "mul", "div",
                               "mod", "lshift", "rshift"};

#define CHECK_SIGNED(T, MN, MX, W, A, B) do {                                  \
    T a_ = (T)(A), b_ = (T)(B);                                                \
    int sh_ = (int)(B) % 80 - 8;  /* shift amounts -8..71 */                   \
    unsigned ush_ = (unsigned)((B) % 80);                                      \
    wide got_[12], want_[12]; int k_;                                          \
    got_[0] = safe_unary_minus_func_##T##_s(a_);                               \
    got_[1] = safe_add_func_##T##_s_s(a_, b_);                                 \
    got_[2] = safe_sub_func_##T##_s_s(a_, b_);                                 \
    got_[3] = safe_mul_func_##T##_s_s(a_, b_);                                 \
    got_[4] = safe_div_func_##T##_s_s(a_, b_);                                 \
    got_[5] = safe_mod_func_##T##_s_s(a_, b_);                                 \
    got_[6] = safe_lshift_func_##T##_s_s(a_, sh_);                             \
    got_[7] = safe_rshift_func_##T##_s_s(a_, sh_);                             \
    got_[8] = safe_lshift_func_##T##_s_u(a_, ush_);                            \
    got_[9] = safe_rshift_func_##T##_s_u(a_, ush_);                            \
    for (k_ = 0; k_ < 6; k_++)                                                 \
        want_[k_] = ref_signed(k_, a_, b_, MN, MX, W);                         \
    want_[6] = ref_signed(6, a_, sh_, MN, MX, W);                              \
    want_[7] = ref_signed(7, a_, sh_, MN, MX, W);                              \
    want_[8] = ref_signed(6, a_, ush_, MN, MX, W);                             \
    want_[9] = ref_signed(7, a_, ush_, MN, MX, W);                             \
    for (k_ = 0; k_ < 10; k_++)                                                \
        if (got_[k_] != want_[k_])                                             \
            fail(#T " " "signed", (long long)a_,                               \
                 k_ >= 6 ? (long long)(k_ >= 8 ? (long long)ush_ : sh_)        \
                         : (long long)b_,                                      \
                 (long long)got_[k_], (long long)want_[k_]),                   \
            printf("  op %s%s\n", opname[k_ < 8 ? k_ : k_ - 2],                \
                   k_ >= 8 ? " (_s_u)" : "");                                  \
} while (0)

#define CHECK_UNSIGNED(T, MX, W, A, B) do {                                    \
    T a_ = (T)(A), b_ = (T)(B);                                                \
    int sh_ = (int)((B) % 80) - 8;                                             \
    unsigned ush_ = (unsigned)((B) % 80);                                      \
    wide got_[12], want_[12]; int k_;                                          \
    got_[0] = safe_unary_minus_func_##T##_u(a_);                               \
    got_[1] = safe_add_func_##T##_u_u(a_, b_);                                 \
    got_[2] = safe_sub_func_##T##_u_u(a_, b_);                                 \
    got_[3] = safe_mul_func_##T##_u_u(a_, b_);                                 \
    got_[4] = safe_div_func_##T##_u_u(a_, b_);                                 \
    got_[5] = safe_mod_func_##T##_u_u(a_, b_);                                 \
    got_[6] = safe_lshift_func_##T##_u_s(a_, sh_);                             \
    got_[7] = safe_rshift_func_##T##_u_s(a_, sh_);                             \
    got_[8] = safe_lshift_func_##T##_u_u(a_, ush_);                            \
    got_[9] = safe_rshift_func_##T##_u_u(a_, ush_);                            \
    for (k_ = 0; k_ < 6; k_++)                                                 \
        want_[k_] = ref_unsigned(k_, a_, b_, MX, W);                           \
    want_[6] = ref_unsigned(6, a_, sh_, MX, W);                                \
    want_[7] = ref_unsigned(7, a_, sh_, MX, W);                                \
    want_[8] = ref_unsigned(6, a_, ush_, MX, W);                               \
    want_[9] = ref_unsigned(7, a_, ush_, MX, W);                               \
    for (k_ = 0; k_ < 10; k_++)                                                \
        if (got_[k_] != want_[k_])                                             \
            fail(#T " " "unsigned", (long long)a_, (long long)b_,              \
                 (long long)got_[k_], (long long)want_[k_]),                   \
            printf("  op %s%s\n", opname[k_ < 8 ? k_ : k_ - 2],                \
                   k_ >= 8 ? " (_u_u)" : "");                                  \
} while (0)

static const uint64_t edges[] = {
    0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 0x7F, 0x80, 0xFF, 0x100,
    0x7FFF, 0x8000, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000ULL, 0xFFFFFFFFULL,
    0x100000000ULL, 0x7FFFFFFFFFFFFFFFULL, 0x8000000000000000ULL,
    0xFFFFFFFFFFFFFFFFULL, 0xFFFFFFFFFFFFFFFEULL, 0xFFFFFFFFFFFFFF80ULL,
    0xFFFFFFFFFFFF8000ULL, 0xFFFFFFFF80000000ULL, 0x3FULL, 0x40ULL, 0xB504ULL,
    0xB505ULL, 0xB504F333ULL, 0xB504F334ULL, 0x16A09E667ULL,
};

static void check_pair(uint64_t a, uint64_t b)
{
    CHECK_SIGNED(int8_t, INT8_MIN, INT8_MAX, 32, a, b);
    CHECK_SIGNED(int16_t, INT16_MIN, INT16_MAX, 32, a, b);
    CHECK_SIGNED(int32_t, INT32_MIN, INT32_MAX, 32, a, b);
    CHECK_SIGNED(int64_t, INT64_MIN, INT64_MAX, 64, a, b);
    CHECK_UNSIGNED(uint8_t, UINT8_MAX, 32, a, b);
    CHECK_UNSIGNED(uint16_t, UINT16_MAX, 32, a, b);
    CHECK_UNSIGNED(uint32_t, UINT32_MAX, 32, a, b);
    CHECK_UNSIGNED(uint64_t, UINT64_MAX, 64, a, b);
}

int main(void)
{
    unsigned i, j, n = sizeof edges / sizeof edges[0];
    int s;
    /* Exhaustive over all 8-bit pairs (covers int8/uint8 completely). */
    for (i = 0; i < 256; i++)
        for (j = 0; j < 256; j++)
            check_pair(i, j);
    /* Edge values and their negations, small offsets, all pairs. */
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (s = -1; s <= 1; s++) {
                check_pair(edges[i] + s, edges[j]);
                check_pair(-edges[i] + s, edges[j]);
                check_pair(edges[i], -edges[j] + s);
                check_pair(-edges[i], -edges[j]);
            }
    /* Random operands, including narrowed ones. */
    for (i = 0; i < 200000; i++) {
        uint64_t a = rnd(), b = rnd();
        int sa = (int)(rnd() % 64), sb = (int)(rnd() % 64);
        check_pair(a, b);
        check_pair(a >> sa, b >> sb);
        check_pair((uint64_t)((int64_t)a >> sa), (uint64_t)((int64_t)b >> sb));
    }
    /* CRC-32 of "123456789" must be the standard check value CBF43926. */
    crc32_gentab();
    transparent_crc_bytes("123456789", 9, "check", 0);
    if ((crc32_context ^ 0xFFFFFFFFUL) != 0xCBF43926UL) {
        printf("FAIL crc32 check value %lX\n",
               (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
        failures++;
    }
    if (failures) {
        printf("selftest: %d failures\n", failures);
        return 1;
    }
    printf("selftest: OK\n");
    return 0;
}
