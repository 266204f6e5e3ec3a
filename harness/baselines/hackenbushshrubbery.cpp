// C++ baseline for Kattis hackenbushshrubbery (Hackenbush Shrubbery), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB
// buffer by a hand-written digit loop (fast_io.h); the edges on each edge's top (and on the
// ground) are gathered in a compressed list, the vertices put in breadth-first order from the
// ground, and each valued deepest first by the colon principle, SG(v) = xor over the edges c on
// v of (SG(c) + 1), with no recursion (a stalk of 10^5 edges is 10^5 deep). It trusts the input
// (n <= 10^5, the parents a forest, -1 the ground), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hackenbushshrubbery-cpp hackenbushshrubbery.cpp   (g++ 12, no other
// flags)
#include "fast_io.h"

#include <vector>

int main() {
    bool ok;
    int n = (int)read_uint();
    std::vector<int> parent(n + 1), start(n + 2, 0), on(n), order;
    for (int i = 1; i <= n; i++) {
        long long p = read_int(&ok);
        parent[i] = p < 0 ? 0 : (int)p;
        start[parent[i] + 1]++;
    }
    for (int v = 0; v <= n; v++) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 1; i <= n; i++) on[fill[parent[i]]++] = i;
    order.reserve(n + 1);
    order.push_back(0);
    for (size_t next = 0; next < order.size(); next++) {
        int v = order[next];
        for (int k = start[v]; k < start[v + 1]; k++) order.push_back(on[k]);
    }
    std::vector<unsigned> value(n + 1, 0);
    for (size_t k = order.size(); k-- > 1;) {
        int v = order[k];
        value[parent[v]] ^= value[v] + 1;
    }
    put_char('*');
    put_uint(value[0]);
    put_char('\n');
    flush_output();
    return 0;
}
