// C++ baseline for AtCoder ABC206 F (Interval Game 2: choose a half-open interval that meets
// no chosen one), for the side-by-side comparison in BENCHMARKS.md. Not part of the build or
// the tests.
//
// A fast judge solution: the input is read through fread into a 64 KiB buffer by a hand-written
// digit loop (fast_io.h). The endpoints are ranked (a table over the judge's coordinates 1..100),
// the distinct intervals listed by left end in order of right end; g[l][r], the Grundy value of
// the stretch between endpoints l and r, is the mex of g[l][a] ^ g[b][r] over the intervals
// [a, b) inside it (the two sides are independent games), the mex taken with a stamp array:
// O(W^2 · D) time for W distinct endpoints and D distinct intervals (at most W^2 · D / 4 steps),
// O(W^2) memory; Alice wins iff the whole stretch's value is not 0. It trusts the input (the
// judge's: T up to 20, N up to 100, 1 <= L < R <= 100), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o abc206_f-cpp abc206_f.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int C = 101;  // coordinates 0..100
static int rank_of[C + 1];
static bool is_end[C + 1], has[C][C];
static int ends[C][C], end_count[C];
static unsigned short g[C][C];
static unsigned seen[256], stamp;  // values stay below 128: xors of two below 128

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        int n = (int)read_uint();
        static int ls[C], rs[C];
        for (int i = 0; i < C; i++) is_end[i] = false;
        for (int i = 0; i < n; i++) {
            ls[i] = (int)read_uint();
            rs[i] = (int)read_uint();
            is_end[ls[i]] = is_end[rs[i]] = true;
        }
        int w = 0;
        for (int x = 0; x < C; x++)
            if (is_end[x]) rank_of[x] = w++;
        for (int a = 0; a < w; a++)
            for (int b = 0; b < w; b++) has[a][b] = false;
        for (int i = 0; i < n; i++) has[rank_of[ls[i]]][rank_of[rs[i]]] = true;
        for (int a = 0; a < w; a++) {
            end_count[a] = 0;
            for (int b = a + 1; b < w; b++)
                if (has[a][b]) ends[a][end_count[a]++] = b;
        }
        for (int l = w - 1; l >= 0; l--) {
            g[l][l] = 0;
            for (int r = l + 1; r < w; r++) {
                stamp++;
                for (int a = l; a < r; a++) {
                    unsigned left = g[l][a];
                    for (int j = 0; j < end_count[a] && ends[a][j] <= r; j++)
                        seen[left ^ g[ends[a][j]][r]] = stamp;
                }
                unsigned m = 0;
                while (seen[m] == stamp) m++;
                g[l][r] = (unsigned short)m;
            }
        }
        if (w && g[0][w - 1]) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush_output();
    return 0;
}
