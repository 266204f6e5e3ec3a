// C++ baseline for HDU 5754 (Life Winner Bo: king, rook, knight or queen to the far corner), for
// the side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h); with a = N - 1 and b = M - 1: the king loses iff both are even, the rook iff
// a = b (Nim), the queen iff (a, b) is a Wythoff pair (a <= b, a = floor((b - a) * phi): exact in
// doubles for the judge's differences below 1000), and the knight draws unless 3 | a + b, then G
// wins if a = b, Bo if |a - b| = 1, else it is a draw: O(1) per case. It trusts the input (the
// judge's: T <= 1000 lines `type N M`, 2 <= N, M <= 1000), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu5754-cpp hdu5754.cpp   (g++ 12, no other flags)
#include <cmath>

#include "fast_io.h"

int main() {
    const double phi = (1 + sqrt(5.0)) / 2;
    long long t = read_uint();
    while (t-- > 0) {
        long long type = read_uint(), a = read_uint() - 1, b = read_uint() - 1;
        if (a > b) { long long s = a; a = b; b = s; }
        char result;
        switch (type) {
            case 1: result = (a % 2 == 0 && b % 2 == 0) ? 'G' : 'B'; break;
            case 2: result = a == b ? 'G' : 'B'; break;
            case 3:
                if ((a + b) % 3 != 0) result = 'D';
                else if (a == b) result = 'G';
                else if (b - a == 1) result = 'B';
                else result = 'D';
                break;
            default: result = (long long)((b - a) * phi) == a ? 'G' : 'B';
        }
        put_char(result);
        put_char('\n');
    }
    flush_output();
    return 0;
}
