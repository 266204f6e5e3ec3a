// C++ baseline for Codeforces 1033G (Chip Game: Alice removes exactly a chips from a pile, Bob
// exactly b; count the m^2 pairs (a, b) by outcome class), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// The way the fastest judge solutions go: for each sum s = a + b the piles are reduced modulo
// s in one pass (a 64-bit remainder each), keeping the largest min(r, s - 1 - r), the two
// largest residues and the parity of the residues with 2r >= s; the pairs a <= b with that sum
// then fall into three runs of one outcome each (Alice's; then Alice's or the first player's;
// then the first or the second player's), counted whole, a < b twice (its mirror image (b, a)
// being Bob's where it is Alice's) and a = b once. O(m n) time, O(n) memory. It trusts the
// input (the judge's: n up to 100, m up to 10^5, piles 1..10^18), as judge solutions do: no
// error checking.
//
// Compiled with: g++ -O2 -o cf1033g-cpp cf1033g.cpp   (g++ 12, no other flags)
#include "fast_io.h"

typedef unsigned long long u64;

static u64 pile[128];
static u64 count[4];  // Alice's (a < b only), -, the first player's, the second player's

// The pairs whose smaller number runs over [from, to] with sum s, all of class `kind`.
static inline void add(int kind, u64 from, u64 to, u64 s) {
    if (from > to) return;
    u64 smaller = to - from + 1;
    if (kind == 0) count[0] += smaller;
    else count[kind] += 2 * smaller - (2 * to == s);
}

int main() {
    long long n = read_uint();
    u64 m = (u64)read_uint();
    for (long long i = 0; i < n; i++) read_u64(&pile[i]);
    for (u64 s = 2; s <= 2 * m; s++) {
        u64 own = 0, first = 0, second = 0;
        bool odd = false;
        for (long long i = 0; i < n; i++) {
            u64 r = pile[i] % s;
            u64 low = s - 1 - r < r ? s - 1 - r : r;
            if (low > own) own = low;
            if (r > first) second = first, first = r;
            else if (r > second) second = r;
            odd ^= 2 * r >= s;
        }
        u64 from = s > m ? s - m : 1, to = s / 2;
        u64 surely = own > second / 2 ? own : second / 2;
        if (surely > to) surely = to;
        u64 one_big = first / 2 < to ? first / 2 : to;
        if (one_big < surely) one_big = surely;
        u64 start = from > surely + 1 ? from : surely + 1;
        add(0, from, surely, s);
        add(odd ? 2 : 0, start, one_big, s);
        add(odd ? 2 : 3, start > one_big + 1 ? start : one_big + 1, to, s);
    }
    put_uint(count[0]);
    put_char(' ');
    put_uint(count[0]);
    put_char(' ');
    put_uint(count[2]);
    put_char(' ');
    put_uint(count[3]);
    put_char('\n');
    flush_output();
    return 0;
}
