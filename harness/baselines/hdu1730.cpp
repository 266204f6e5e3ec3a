// C++ baseline for HDU 1730 (Northcott Game), for the side-by-side comparison in BENCHMARKS.md.
// Not part of the build or the tests.
//
// A straightforward fast judge solution, O(n) a case: row i is a Nim heap of |Ti - Ji| - 1 (the
// empty cells between the two pieces; a move away is answered by following it), and Tom wins iff
// the xor of the heaps is not 0. The whole input is read through fread into a 64 KiB buffer by a
// hand-written digit loop (fast_io.h); the answers go to one output buffer written with fwrite.
// It trusts the input (the judge's: cases `n m` with n <= 1000 rows of two distinct columns in
// 1..m, m <= 100, to the end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1730-cpp hdu1730.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        read_uint();
        long long x = 0;
        while (n-- > 0) {
            long long tom = read_uint(), jerry = read_uint();
            x ^= (tom > jerry ? tom - jerry : jerry - tom) - 1;
        }
        if (x) put("I WIN!\n", 7);
        else put("BAD LUCK!\n", 10);
    }
    flush_output();
    return 0;
}
