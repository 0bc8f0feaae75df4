/* sort.c — quicksort and bottom-up/top-down mergesort of pseudo-random ints.
 * Deterministic (own LCG, no rand()), no memory errors, no signed overflow.
 * Usage: sort [N]   (default N below)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_N 250000

static unsigned long long lcg_state = 12345u;

static unsigned int lcg_next(void)
{
    /* 64-bit LCG (Knuth MMIX constants), unsigned so wrap-around is defined. */
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
        if (v > 100000000)
            return dflt;
        s++;
    }
    return v > 0 ? v : dflt;
}

static void swap_int(int *a, int *b)
{
    int t = *a;
    *a = *b;
    *b = t;
}

/* Hoare-style quicksort with median-of-three; recurse into the smaller half
 * so stack depth stays O(log n). */
static void quicksort(int *a, long lo, long hi)
{
    while (hi - lo > 16) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] < a[lo]) swap_int(&a[mid], &a[lo]);
        if (a[hi] < a[lo]) swap_int(&a[hi], &a[lo]);
        if (a[hi] < a[mid]) swap_int(&a[hi], &a[mid]);
        int pivot = a[mid];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                swap_int(&a[i], &a[j]);
                i++;
                j--;
            }
        }
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
    /* insertion sort for the small remainder */
    for (long k = lo + 1; k <= hi; k++) {
        int v = a[k];
        long m = k - 1;
        while (m >= lo && a[m] > v) {
            a[m + 1] = a[m];
            m--;
        }
        a[m + 1] = v;
    }
}

/* Top-down mergesort of a[lo, hi) using tmp as scratch. */
static void mergesort_rec(int *a, int *tmp, long lo, long hi)
{
    if (hi - lo < 2)
        return;
    long mid = lo + (hi - lo) / 2;
    mergesort_rec(a, tmp, lo, mid);
    mergesort_rec(a, tmp, mid, hi);
    long i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j])
            tmp[k++] = a[i++];
        else
            tmp[k++] = a[j++];
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof(int));
}

static int is_sorted(const int *a, long n)
{
    for (long i = 1; i < n; i++)
        if (a[i - 1] > a[i])
            return 0;
    return 1;
}

static unsigned long long checksum(const int *a, long n)
{
    unsigned long long h = 1469598103934665603ull;
    for (long i = 0; i < n; i++) {
        h ^= (unsigned int)a[i];
        h *= 1099511628211ull;
    }
    return h;
}

int main(int argc, char **argv)
{
    long n = parse_size(argc > 1 ? argv[1] : NULL, DEFAULT_N);
    int *a = malloc((size_t)n * sizeof(int));
    int *b = malloc((size_t)n * sizeof(int));
    int *tmp = malloc((size_t)n * sizeof(int));
    if (a == NULL || b == NULL || tmp == NULL) {
        printf("out of memory\n");
        free(a);
        free(b);
        free(tmp);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        /* values in [-500000000, 500000000): some negatives, some duplicates */
        a[i] = (int)(lcg_next() % 1000000000u) - 500000000;
    }
    memcpy(b, a, (size_t)n * sizeof(int));

    quicksort(a, 0, n - 1);
    mergesort_rec(b, tmp, 0, n);

    int ok = is_sorted(a, n) && is_sorted(b, n) &&
             memcmp(a, b, (size_t)n * sizeof(int)) == 0;
    unsigned long long h = checksum(a, n);
    printf("sort n=%ld sorted=%s min=%d max=%d median=%d\n", n, ok ? "yes" : "NO",
           a[0], a[n - 1], a[n / 2]);
    printf("checksum %llu\n", h);

    free(a);
    free(b);
    free(tmp);
    return ok ? 0 : 1;
}
