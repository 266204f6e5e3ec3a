// C++ baseline for CodeChef CHEFGM (Chef Game: piles of numbers as Blue-Red Hackenbush strings),
// for the side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); each pile is sorted (std::sort) and deduplicated (std::unique), then added to the
// case's sum by its sign expansion: +-1 for each number of the first run of one parity (even
// numbers EVEN's, +), then +-1 at place j (worth 1/2^j) for the j-th number after the first
// change, kept as a signed count per place. The sign comes from carrying the places up, finest
// first. O(n log n) per pile. It trusts the input (the judge's: k <= 100 piles of n <= 45
// numbers below 2^31, so every count fits easily), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o chefgm-cpp chefgm.cpp   (g++ 12, no other flags)
#include "fast_io.h"
#include <algorithm>
#include <vector>

int main() {
    long long t = read_uint();
    std::vector<unsigned long long> pile;
    std::vector<long long> digits;
    for (long long c = 0; c < t; c++) {
        long long k = read_uint();
        long long whole = 0;
        digits.clear();
        for (long long p = 0; p < k; p++) {
            long long n = read_uint();
            pile.resize(n);
            for (long long i = 0; i < n; i++) read_u64(&pile[i]);
            std::sort(pile.begin(), pile.end());
            pile.erase(std::unique(pile.begin(), pile.end()), pile.end());
            if (pile.empty()) continue;
            unsigned long long first = pile[0] & 1;
            size_t i = 0;
            for (; i < pile.size() && (pile[i] & 1) == first; i++) whole += first ? -1 : 1;
            for (size_t j = 0; i < pile.size(); i++, j++) {
                if (j == digits.size()) digits.push_back(0);
                digits[j] += (pile[i] & 1) ? -1 : 1;
            }
        }
        long long carry = 0;
        bool fraction = false;
        for (size_t j = digits.size(); j-- > 0;) {
            long long r = digits[j] + carry;
            long long q = r >= 0 ? r / 2 : -((-r + 1) / 2);  // floor(r / 2)
            fraction |= (r - 2 * q) != 0;
            carry = q;
        }
        long long w = whole + carry;
        if (w > 0 || (w == 0 && fraction)) put("EVEN\n", 5);
        else if (w < 0) put("ODD\n", 4);
        else put("DON'T PLAY\n", 11);
    }
    flush_output();
    return 0;
}
