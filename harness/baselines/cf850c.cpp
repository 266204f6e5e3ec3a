// C++ baseline for Codeforces 850C (Arpa and a game with Mojtaba: divide every number divisible
// by p^k by it), for the side-by-side comparison in BENCHMARKS.md. Not part of the build or the
// tests.
//
// A straightforward fast judge solution: the input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h). Each number is factored by the primes up to
// sqrt(10^9) (a sieve to 31623, 3401 primes); the primes are independent games, a prime's
// position the set of exponents present (a bit mask), and a move k sends the mask M to
// (M >> k) | (M & (2^k - 1)) (bit 0 dropped); its Grundy value, memoized in a hash map, is the
// mex over k up to the highest exponent. Mojtaba wins iff the xor over the primes is not 0:
// O(n · π(√M)) divisions, then one search per distinct mask. It trusts the input (the judge's:
// n up to 100, 1 <= a_i <= 10^9), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o cf850c-cpp cf850c.cpp   (g++ 12, no other flags)
#include <map>
#include <unordered_map>
#include <vector>

#include "fast_io.h"

static std::unordered_map<unsigned, unsigned> memo;

static unsigned grundy(unsigned mask) {
    if (mask <= 1) return 0;
    auto known = memo.find(mask);
    if (known != memo.end()) return known->second;
    unsigned long long seen = 0;
    int top = 31 - __builtin_clz(mask);
    for (int k = 1; k <= top; k++) {
        unsigned next = ((mask >> k) | (mask & ((1u << k) - 1))) & ~1u;
        seen |= 1ULL << grundy(next);
    }
    unsigned m = 0;
    while (seen >> m & 1) m++;
    memo[mask] = m;
    return m;
}

int main() {
    const int root = 31623;
    std::vector<bool> composite(root + 1);
    std::vector<int> primes;
    for (int i = 2; i <= root; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (long long j = (long long)i * i; j <= root; j += i) composite[j] = true;
    }
    std::map<long long, unsigned> masks;  // prime -> exponents present
    long long n = read_uint();
    while (n-- > 0) {
        long long a = read_uint();
        for (int p : primes) {
            if ((long long)p * p > a) break;
            if (a % p) continue;
            int e = 0;
            while (a % p == 0) a /= p, e++;
            masks[p] |= 1u << e;
        }
        if (a > 1) masks[a] |= 2u;
    }
    unsigned x = 0;
    for (auto &entry : masks) x ^= grundy(entry.second);
    if (x) put("Mojtaba\n", 8);
    else put("Arpa\n", 5);
    flush_output();
    return 0;
}
