// C++ baseline for HDU 2149 (Public Sale, Bash's game), for the side-by-side comparison in
// BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution, O(1) a case plus its output: with M <= N every first bid
// from M to N buys at once; with M > N the only winning bid is M mod (N + 1), none when that is 0.
// A list M..N is copied as one slice of a prepared text "1 2 3 ... K" (K the largest N seen so
// far, extended on demand, with the offset where each number starts). The whole input is read
// through fread into a 64 KiB buffer by a hand-written digit loop (fast_io.h); the answers go to
// one output buffer written with fwrite. It trusts the input (the judge's: lines `M N` with
// 0 < M, N < 1100, to the end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu2149-cpp hdu2149.cpp   (g++ 12, no other flags)
#include <string>
#include <vector>

#include "fast_io.h"

// "1 2 3 ... K " and where each number starts: start[b] for b in 1..=K + 1.
static std::string text;
static std::vector<size_t> start(2, 0);

static void extend_to(unsigned long long k) {
    char digits[24];
    while (start.size() <= k + 1) {
        int length = snprintf(digits, sizeof digits, "%zu ", start.size() - 1);
        text.append(digits, length);
        start.push_back(text.size());
    }
}

int main() {
    long long read;
    while ((read = read_uint()) != -1) {
        unsigned long long m = read, n = read_uint();
        if (m <= n) {
            extend_to(n);
            // The numbers m..=n without the space after n, in chunks the output buffer takes.
            size_t from = start[m], to = start[n + 1] - 1;
            while (to - from > 32768) put(text.data() + from, 32768), from += 32768;
            put(text.data() + from, to - from);
            put_char('\n');
        } else if (m % (n + 1)) {
            put_uint(m % (n + 1));
            put_char('\n');
        } else {
            put("none\n", 5);
        }
    }
    flush_output();
    return 0;
}
