// C++ baseline for HDU 3980 (Paint Chain: paint M consecutive beads of a circle of N), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). The first move turns the circle into a line of N - M; a line of L has the
// Sprague-Grundy value g(L) = mex{ g(i) ^ g(L - M - i) : 0 <= i <= (L - M) / 2 } (the fast judge
// solutions' recursion, tabulated here bottom-up with a stamped mex array), and the first
// player wins iff N >= M and g(N - M) = 0. The tables are kept per M and extended only as far as
// a case asks: O((N - M)^2 / 2) per new line length, O(1) for a length seen. It trusts the input
// (the judge's: T lines `N M`, 1 <= N, M <= 1000), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3980-cpp hdu3980.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static int values[1001][1001];  // values[m][len], the g of a line of len beads, runs of m
static int known[1001];         // how many of values[m] are computed
static int seen[2048], stamp;   // seen[v] == stamp: v is an option's value at this length

// g of a line of `len` beads painted `m` at a time, extending values[m] up to len.
static int line_value(int m, int len) {
    int *g = values[m];
    for (int l = known[m]; l <= len; l++) {
        ++stamp;
        for (int i = 0; 2 * i <= l - m; i++) seen[g[i] ^ g[l - m - i]] = stamp;
        int v = 0;
        while (seen[v] == stamp) v++;
        g[l] = v;
    }
    if (known[m] <= len) known[m] = len + 1;
    return g[len];
}

int main() {
    long long t = read_uint();
    for (long long c = 1; c <= t; c++) {
        int n = (int)read_uint(), m = (int)read_uint();
        bool first = n >= m && line_value(m, n - m) == 0;
        put("Case #", 6);
        put_uint((unsigned long long)c);
        if (first) put(": aekdycoin\n", 12);
        else put(": abcdxyzk\n", 11);
    }
    flush_output();
    return 0;
}
