// C++ baseline for AtCoder ABC368 F (Dividing Game: replace a number by a proper divisor), for
// the side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the input is read through fread into a 64 KiB buffer
// by a hand-written digit loop (fast_io.h); a number is worth the count of its prime factors
// with multiplicity (a move removes any positive number of them: Nim), tabulated once up to the
// judge's 10^5 by a linear sieve (omega(i) = omega(i / p) + 1 for the smallest prime p of i);
// Anna wins iff the xor of the numbers' values is not 0: O(M + N) time for M = 10^5, O(M)
// memory. It trusts the input (the judge's: N up to 10^5, 2 <= A_i <= 10^5), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o abc368_f-cpp abc368_f.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int M = 100000;
static unsigned char omega[M + 1];
static int primes[M / 2], prime_count;

int main() {
    for (int i = 2; i <= M; i++) {
        if (!omega[i]) {
            omega[i] = 1;
            primes[prime_count++] = i;
        }
        for (int j = 0; j < prime_count && (long long)i * primes[j] <= M; j++) {
            omega[i * primes[j]] = omega[i] + 1;
            if (i % primes[j] == 0) break;
        }
    }
    long long n = read_uint();
    unsigned x = 0;
    while (n-- > 0) x ^= omega[read_uint()];
    if (x) put("Anna\n", 5);
    else put("Bruno\n", 6);
    flush_output();
    return 0;
}
