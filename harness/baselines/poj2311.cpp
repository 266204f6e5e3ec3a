// C++ baseline for POJ 2311 (Cutting Game), for the side-by-side comparison in BENCHMARKS.md
// ("poj2311 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the SG table of every sheet up to 200 x 200 (the judge's
// largest) is built once before reading, each value the mex over the cuts leaving both pieces at
// least 2 wide (i from 2 to w/2 and j from 2 to h/2: a cut and its mirror leave the same pieces),
// with a generation-stamp array for the mex; then the whole input is read through fread into a 64
// KiB buffer by a hand-written parser (fast_io.h), one `W H` pair at a time to the end, and the
// answers go to one output buffer written with fwrite. It trusts the input (the judge's: 2 <= W, H
// <= 200), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o poj2311-cpp poj2311.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int N = 201;
static int sg[N][N];
static int mark[2 * N];

int main() {
    int stamp = 0;
    for (int w = 0; w < N; w++) {
        for (int h = 0; h < N; h++) {
            ++stamp;
            for (int i = 2; i <= w / 2; i++) mark[sg[i][h] ^ sg[w - i][h]] = stamp;
            for (int j = 2; j <= h / 2; j++) mark[sg[w][j] ^ sg[w][h - j]] = stamp;
            int g = 0;
            while (mark[g] == stamp) g++;
            sg[w][h] = g;
        }
    }
    for (;;) {
        long w = read_uint();
        if (w < 0) break;
        long h = read_uint();
        if (sg[w][h]) put("WIN\n", 4);
        else put("LOSE\n", 5);
    }
    flush_output();
    return 0;
}
