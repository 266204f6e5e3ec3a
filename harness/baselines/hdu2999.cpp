// C++ baseline for HDU 2999 (Stone Game, take k consecutive stones of a row, k in S), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A fast judge solution with the best algorithm known here: a row of L stones is worth
// g(L) = mex{ g(i) ^ g(L - k - i) : k in S, 0 <= i <= L - k }. The values of the splits of a row
// of h stones, {g(a) ^ g(h - a)}, are kept as a bit set once computed (O(h / 2)), so g(L) is the
// lowest clear bit of the OR of the bit sets of L - k, k in S: O(L^2 / 4 + L * |S| * v / 64) for
// the longest row L asked about and values below v, where the plain triple loop of the usual
// accepted solutions costs O(L^2 * |S| / 2). The values are extended on demand, per test, to the
// longest row asked so far. The whole input is read through fread into a 64 KiB buffer by a
// hand-written digit loop (fast_io.h); the answers go to one output buffer written with fwrite.
// It trusts the input (the judge's: tests to the end of the input, each n <= 100 members of S,
// then m <= 1000 rows of at most 1000 stones), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu2999-cpp hdu2999.cpp   (g++ 12, no other flags)
#include <algorithm>
#include <vector>

#include "fast_io.h"

typedef unsigned long long word;

static std::vector<long long> moves;        // S, sorted, without repeats
static std::vector<unsigned> value;         // g(0), g(1), ...
static std::vector<std::vector<word>> split;  // split[h]: the bit set {g(a) ^ g(h - a)}
static unsigned largest_value;

// Words enough for any xor of two values up to largest_value.
static size_t words_for_values() {
    unsigned bits = largest_value ? 32 - __builtin_clz(largest_value) : 0;
    return ((size_t)1 << bits) / 64 + 1;
}

static void extend_to(size_t length) {
    std::vector<word> options;
    while (value.size() < length) {
        long long x = (long long)value.size();
        options.assign(1, 0);
        for (long long k : moves) {
            if (k > x) break;
            const std::vector<word> &s = split[x - k];
            if (s.size() > options.size()) options.resize(s.size(), 0);
            for (size_t w = 0; w < s.size(); w++) options[w] |= s[w];
        }
        size_t w = 0;
        while (w < options.size() && options[w] == ~0ULL) w++;
        unsigned g = (unsigned)(w * 64 + (w < options.size() ? __builtin_ctzll(~options[w]) : 0));
        value.push_back(g);
        if (g > largest_value) largest_value = g;
        std::vector<word> s(words_for_values(), 0);
        for (long long a = 0; a <= x / 2; a++) {
            unsigned v = value[a] ^ value[x - a];
            s[v / 64] |= 1ULL << (v % 64);
        }
        split.push_back(std::move(s));
    }
}

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        moves.resize(n);
        for (long long i = 0; i < n; i++) moves[i] = read_uint();
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        value.clear();
        split.clear();
        largest_value = 0;
        long long m = read_uint();
        while (m-- > 0) {
            long long row = read_uint();
            extend_to(row + 1);
            put(value[row] ? "1\n" : "2\n", 2);
        }
    }
    flush_output();
    return 0;
}
