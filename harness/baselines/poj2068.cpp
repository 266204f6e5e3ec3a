// C++ baseline for POJ 2068 (Nim, teams round a table, the last stone loses), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); the fast judge solutions fill a table win[s][player] bottom-up, each entry a scan of
// up to M_i takes; this one keeps per player the largest stone count below s where that player
// loses, so player i wins at s iff the next player's latest loss is not in
// max(1, s - M_i) .. s - 1: O(S * 2n) per game, O(n) memory. It trusts the input (the judge's:
// lines `n S M_1 .. M_2n` with n <= 10, S <= 2^13, M_i <= 16, then 0), as judge solutions do:
// no error checking.
//
// Compiled with: g++ -O2 -o poj2068-cpp poj2068.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long team;
    while ((team = read_uint()) > 0) {
        int players = (int)(2 * team);
        long long stones = read_uint(), most[20], last_lost[20] = {0};
        bool loses[20] = {false};
        for (int i = 0; i < players; i++) most[i] = read_uint();
        for (long long s = 1; s <= stones; s++) {
            for (int i = 0; i < players; i++) {
                int next = i + 1 == players ? 0 : i + 1;
                long long lowest = s - most[i] > 1 ? s - most[i] : 1;
                loses[i] = last_lost[next] < lowest;
            }
            for (int i = 0; i < players; i++)
                if (loses[i]) last_lost[i] = s;
        }
        put(loses[0] ? "0\n" : "1\n", 2);
    }
    flush_output();
    return 0;
}
