/* matmul.c — dense double-precision matrix multiply C = A * B (n x n),
 * then C * A, with deterministic inputs from an own LCG.
 * Usage: matmul [N]   (default N below)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 240

static unsigned long long lcg_state = 42u;

static unsigned int lcg_next(void)
{
    lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned int)(lcg_state >> 33);
}

static long parse_size(const char *s, long dflt)
{
    long v = 0;
    if (s == NULL || *s == '\0')
        return dflt;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        if (v > 100000)
            return dflt;
        s++;
    }
    return v > 0 ? v : dflt;
}

static double *new_matrix(long n)
{
    double *m = malloc((size_t)(n * n) * sizeof(double));
    if (m == NULL) {
        printf("out of memory\n");
        exit(1);
    }
    return m;
}

/* Values in [-1, 1) with only a few significant bits, so that sums of
 * products are exact and the result does not depend on rounding details. */
static void fill(double *m, long n)
{
    for (long i = 0; i < n * n; i++)
        m[i] = (double)((int)(lcg_next() % 256u) - 128) / 128.0;
}

/* c = a * b, i-k-j loop order */
static void matmul(double *c, const double *a, const double *b, long n)
{
    memset(c, 0, (size_t)(n * n) * sizeof(double));
    for (long i = 0; i < n; i++) {
        for (long k = 0; k < n; k++) {
            double aik = a[i * n + k];
            const double *brow = b + k * n;
            double *crow = c + i * n;
            for (long j = 0; j < n; j++)
                crow[j] += aik * brow[j];
        }
    }
}

int main(int argc, char **argv)
{
    long n = parse_size(argc > 1 ? argv[1] : NULL, DEFAULT_N);
    double *a = new_matrix(n);
    double *b = new_matrix(n);
    double *c = new_matrix(n);
    double *d = new_matrix(n);
    fill(a, n);
    fill(b, n);

    matmul(c, a, b, n);
    matmul(d, c, a, n);

    double trace = 0.0, sum = 0.0, maxabs = 0.0;
    unsigned long long h = 0;
    for (long i = 0; i < n; i++)
        trace += d[i * n + i];
    for (long i = 0; i < n * n; i++) {
        double v = d[i];
        sum += v;
        if (v < 0)
            v = -v;
        if (v > maxabs)
            maxabs = v;
        /* integer checksum of the (exact) scaled values */
        long long q = (long long)(d[i] * 2097152.0); /* 2^21 = (128^3) */
        h = h * 1099511628211ull + (unsigned long long)q;
    }
    printf("matmul n=%ld trace=%.6f sum=%.6f maxabs=%.6f\n", n, trace, sum, maxabs);
    printf("checksum %llu\n", h);

    free(a);
    free(b);
    free(c);
    free(d);
    return 0;
}
