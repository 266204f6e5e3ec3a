// C++ baseline for HDU 3404 (Switch lights: a two-dimensional coin-turning game), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). A lone light at (x, y) is worth the nim product x * y (Tartan's theorem), and
// lxhgww wins iff the xor of the lights' values is not 0. The judge's coordinates are below
// 2^16, whose nimbers are the field GF(2^16): a product is exp[log x + log y] with a generator's
// tables (nim_product.h, shared with poj3533 and nim_product_64), the fastest
// known way (Library Checker's "Nim Product" solutions); the tables are built once in O(2^16)
// (the generator's powers by two byte tables), then O(1) per light. It trusts the input (the
// judge's: T <= 100 cases of n <= 1000 distinct lights, 1 <= x, y <= 10 000), as judge solutions
// do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3404-cpp hdu3404.cpp   (g++ 12, no other flags)
#include "fast_io.h"

#include "nim_product.h"

int main() {
    build_tables();
    long long t = read_uint();
    while (t-- > 0) {
        long long n = read_uint();
        u16 x = 0;
        while (n-- > 0) {
            u16 a = (u16)read_uint(), b = (u16)read_uint();
            x ^= mul16(a, b);
        }
        if (x) put("Have a try, lxhgww.\n", 20);
        else put("Don't waste your time.\n", 23);
    }
    flush_output();
    return 0;
}
