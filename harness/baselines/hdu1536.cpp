// C++ baseline for HDU 1536 (S-Nim), for the side-by-side comparison in BENCHMARKS.md. Not part
// of the build or the tests.
//
// A straightforward fast judge solution: per case, S is sorted and de-duplicated; the positions'
// heaps are stored so that the SG table of one heap under S, g(x) = mex{ g(x - s) : s in S,
// s <= x }, is built once and only up to the largest heap asked about. Every value is at most
// |S| <= 100, so the options' values of x are gathered as bits of a 128-bit word and the mex is
// its lowest clear bit: O(H * k) for the largest heap H and k moves, then O(1) a heap, a position
// winning iff the xor of its heaps' values is not 0. The whole input is read through fread into
// a 64 KiB buffer by a hand-written digit loop (fast_io.h); the answers go to one output buffer
// written with fwrite. It trusts the input (the judge's: k <= 100 moves, heaps up to 10000, a
// lone 0 or the end of the input after the last case), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1536-cpp hdu1536.cpp   (g++ 12, no other flags)
#include <algorithm>
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<long long> moves, heaps, sizes;
    std::vector<unsigned char> sg;
    long long k;
    while ((k = read_uint()) > 0) {
        moves.resize(k);
        for (long long i = 0; i < k; i++) moves[i] = read_uint();
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        long long m = read_uint(), largest = 0;
        heaps.clear();
        sizes.resize(m);
        for (long long i = 0; i < m; i++) {
            long long l = sizes[i] = read_uint();
            while (l-- > 0) {
                long long h = read_uint();
                heaps.push_back(h);
                if (h > largest) largest = h;
            }
        }
        sg.assign(largest + 1, 0);
        size_t playable = 0;
        for (long long x = 0; x <= largest; x++) {
            while (playable < moves.size() && moves[playable] <= x) playable++;
            unsigned __int128 seen = 0;
            for (size_t i = 0; i < playable; i++) seen |= (unsigned __int128)1 << sg[x - moves[i]];
            unsigned __int128 clear = ~seen;
            unsigned long long low = (unsigned long long)clear;
            sg[x] = (unsigned char)(low ? __builtin_ctzll(low)
                                        : 64 + __builtin_ctzll((unsigned long long)(clear >> 64)));
        }
        size_t next = 0;
        for (long long i = 0; i < m; i++) {
            int x = 0;
            for (long long j = 0; j < sizes[i]; j++) x ^= sg[heaps[next++]];
            put_char(x ? 'W' : 'L');
        }
        put_char('\n');
    }
    flush_output();
    return 0;
}
