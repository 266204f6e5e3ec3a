// C++ baseline for HDU 5724 (Chess), for the side-by-side comparison in BENCHMARKS.md
// ("hdu5724 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the SG value of every row of 20 cells (a 20-bit mask, cell
// c is bit 20 - c, so every move makes the mask smaller) is built once, in increasing order of
// masks, into a byte table of 2^20; each mask's moves are found in one pass over its bits from the
// lowest, remembering the last empty cell seen (a piece moves to the first empty cell to its
// right), and its value is the mex over a 21-entry stamp array. Then the whole input is read
// through fread into a 64 KiB buffer by a hand-written parser (fast_io.h); per case the rows'
// values are xored; the answers go to one output buffer written with fwrite. It trusts the input
// (the judge's: distinct cells in 1..20), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu5724-cpp hdu5724.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static unsigned char sg[1 << 20];

int main() {
    static int mark[32];
    int stamp = 0;
    for (int mask = 0; mask < (1 << 20); mask++) {
        ++stamp;
        int last = -1;
        for (int b = 0; b < 20; b++) {
            if (mask >> b & 1) {
                if (last >= 0) mark[sg[mask ^ (1 << b) ^ (1 << last)]] = stamp;
            } else {
                last = b;
            }
        }
        int g = 0;
        while (mark[g] == stamp) g++;
        sg[mask] = (unsigned char)g;
    }
    long t = read_uint();
    while (t-- > 0) {
        long n = read_uint();
        int x = 0;
        while (n-- > 0) {
            long m = read_uint();
            int mask = 0;
            while (m-- > 0) mask |= 1 << (20 - read_uint());
            x ^= sg[mask];
        }
        if (x) put("YES\n", 4);
        else put("NO\n", 3);
    }
    flush_output();
    return 0;
}
