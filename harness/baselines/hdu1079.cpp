// C++ baseline for HDU 1079 / POJ 1082 (Calendar Game), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); Adam wins a date iff month + day is even, or
// the date is 09-30 or 11-30 (the year does not matter), O(1) per date; the answers go to one
// output buffer written with fwrite. It trusts the input (the judge's: T, then T real dates from
// 1900-01-01 to 2001-11-04), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1079-cpp hdu1079.cpp   (g++ 12, no other flags)
#include "fast_io.h"

int main() {
    long long t = read_uint();
    while (t-- > 0) {
        read_uint();
        long long month = read_uint(), day = read_uint();
        if ((month + day) % 2 == 0 || (day == 30 && (month == 9 || month == 11))) put("YES\n", 4);
        else put("NO\n", 3);
    }
    flush_output();
    return 0;
}
