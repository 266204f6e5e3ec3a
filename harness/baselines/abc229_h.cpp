// C++ baseline for AtCoder ABC229 H (Advance or Eat), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// The input is read through fread into a 64 KiB buffer (fast_io.h). Each column is coded in base
// 3 (top square the lowest digit: 0 empty, 1 white, 2 black) and valued by memoised recursion:
// Takahashi's options are each black piece eaten and each white piece moved up into an empty
// square, Snuke's the other way round; the value is the simplest number strictly between the
// best of each (a column is always a number). Values are kept as exact fractions n / 2^12
// (denominators are at most 2^(N-1) = 128 at the judge's N <= 8), so the simplest number is
// found by a search over the dyadic tree in that grid. Takahashi wins iff the sum is positive.
// It trusts the input (the judge's: 1 <= N <= 8), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o abc229_h-cpp abc229_h.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const long long ONE = 1 << 12;  // the fixed-point scale: values are n / 2^12
static const long long NONE = 1LL << 60;
static int n, power[9];
static long long value[6561];
static bool known[6561];

// The simplest multiple of 1/2^12 strictly between lo and hi (either may be NONE: unbounded).
static long long simplest(long long lo, long long hi) {
    bool has_lo = lo != -NONE, has_hi = hi != NONE;
    if ((!has_lo || lo < 0) && (!has_hi || hi > 0)) return 0;
    if (has_lo && lo >= 0) {
        long long k = lo / ONE + 1;  // the least integer above lo
        if (!has_hi || k * ONE < hi) return k * ONE;
    } else {
        long long k = -((-hi) / ONE + 1);  // the greatest integer below hi (hi <= 0)
        if (!has_lo || k * ONE > lo) return k * ONE;
    }
    // Both bounds on the same side of 0 and no integer between: the shallowest dyadic between.
    for (long long step = ONE / 2; step >= 1; step /= 2) {
        long long x = (lo / step + 1) * step;  // lo >= 0 here or hi <= 0; first multiple above lo
        if (lo < 0) x = -((-lo) / step) * step;
        if (x <= lo) x += step;
        if (x < hi) return x;
    }
    return 0;  // unreachable: the grid is fine enough
}

static long long column_value(int code) {
    if (known[code]) return value[code];
    long long best_left = -NONE, best_right = NONE;
    for (int i = 0; i < n; i++) {
        int piece = code / power[i] % 3;
        if (piece == 0) continue;
        int eaten = code - piece * power[i];
        long long v = column_value(eaten);
        if (piece == 2) { if (v > best_left) best_left = v; }
        else if (v < best_right) best_right = v;
        if (i > 0 && code / power[i - 1] % 3 == 0) {
            long long m = column_value(eaten + piece * power[i - 1]);
            if (piece == 1) { if (m > best_left) best_left = m; }
            else if (m < best_right) best_right = m;
        }
    }
    known[code] = true;
    return value[code] = simplest(best_left, best_right);
}

int main() {
    n = (int)read_uint();
    power[0] = 1;
    for (int i = 1; i <= n; i++) power[i] = power[i - 1] * 3;
    static char rows[8][16];
    for (int i = 0; i < n; i++) read_word(rows[i], 16);
    long long total = 0;
    for (int j = 0; j < n; j++) {
        int code = 0;
        for (int i = 0; i < n; i++) {
            char c = rows[i][j];
            code += (c == 'W' ? 1 : c == 'B' ? 2 : 0) * power[i];
        }
        total += column_value(code);
    }
    if (total > 0) put("Takahashi\n", 10);
    else put("Snuke\n", 6);
    flush_output();
    return 0;
}
