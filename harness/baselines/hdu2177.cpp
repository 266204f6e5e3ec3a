// C++ baseline for HDU 2177 (取(2堆)石子游戏, Wythoff's game with every winning move printed), for
// the side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the losing pairs (a_k, b_k = a_k + k) are built once by
// the mex construction (a_k is the smallest number in no earlier pair) for every k up to 10^6,
// with each pile's partner in its pair; the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h), and the answers go to one output buffer
// written with fwrite. Per pair a <= b: 0 if (a, b) is a losing pair; else 1, then the equal
// take's position (to the losing pair with difference b - a) if that pair's smaller pile is
// below a, then lowering b to a's partner, then lowering a to b's partner (if it is not the same
// move: a = b). The order of problems/hdu2177's README ("Output"). It trusts the input (the
// judge's: 0 <= a <= b <= 10^6), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu2177-cpp hdu2177.cpp   (g++ 12, no other flags)
#include "fast_io.h"

const int MAX_PILE = 1000000;
int lower[MAX_PILE + 1];    // lower[k] = a_k
int partner[MAX_PILE + 1];  // the other pile of the losing pair holding x

static void put_pair(int x, int y) {
    put_uint(x);
    put_char(' ');
    put_uint(y);
    put_char('\n');
}

int main() {
    // The mex construction: a_k = a_{k-1} + 1, or + 2 when a_{k-1} + 1 is an earlier b_j.
    lower[0] = 0;
    int j = 1;  // the first pair whose larger pile may still be met
    for (int k = 1; k <= MAX_PILE; k++) {
        int a = lower[k - 1] + 1;
        while (j < k && lower[j] + j < a) j++;
        if (j < k && lower[j] + j == a) a++;
        lower[k] = a;
    }
    for (int k = 0; k <= MAX_PILE && lower[k] <= MAX_PILE; k++) {
        partner[lower[k]] = lower[k] + k;
        if (lower[k] + k <= MAX_PILE) partner[lower[k] + k] = lower[k];
    }
    for (;;) {
        long long a = read_uint(), b = read_uint();
        if (a < 0 || b < 0 || (a == 0 && b == 0)) break;
        if (a > b) { long long t = a; a = b; b = t; }
        int k = (int)(b - a);
        if (lower[k] == a) {
            put("0\n", 2);
            continue;
        }
        put("1\n", 2);
        if (lower[k] < a) put_pair(lower[k], lower[k] + k);
        int p = partner[a], q = partner[b];
        bool lower_b = p < b;
        if (lower_b) put_pair(p < a ? p : (int)a, p < a ? (int)a : p);
        if (q < a && !(lower_b && p == q)) put_pair(q, (int)b);
    }
    flush_output();
    return 0;
}
