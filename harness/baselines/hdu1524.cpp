// C++ baseline for HDU 1524 / POJ 2425 (A Chess Game), for the side-by-side comparison in
// BENCHMARKS.md ("hdu1524 against a C++ baseline"). Not part of the build or the tests.
//
// A straightforward fast judge solution: the whole input is read through fread into a 64 KiB buffer
// by a hand-written parser (fast_io.h); each case's out-lists are stored in compressed form (one
// array of targets, one offset per position); SG values come from an iterative DFS (post-order, an
// explicit stack of (vertex, next successor)), each value the mex of the successors' values with a
// generation stamp array; per query the pieces' values are xored; the answers go to one output
// buffer written with fwrite. It trusts the input (the judge's: a DAG, N <= 1000), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu1524-cpp hdu1524.cpp   (g++ 12, no other flags)
#include <vector>

#include "fast_io.h"

int main() {
    std::vector<int> start, target, sg, stamp, stk_v, stk_i;
    std::vector<char> state;
    int generation = 0;
    for (;;) {
        long n = read_uint();
        if (n <= 0) break;
        start.assign(n + 1, 0);
        target.clear();
        for (long i = 0; i < n; i++) {
            long d = read_uint();
            start[i] = (int)target.size();
            for (long j = 0; j < d; j++) target.push_back((int)read_uint());
        }
        start[n] = (int)target.size();
        sg.assign(n, 0);
        state.assign(n, 0);
        if ((long)stamp.size() < n + 1) stamp.resize(n + 1, 0);
        // Iterative DFS: a vertex's value is computed when its last successor is done.
        for (long root = 0; root < n; root++) {
            if (state[root]) continue;
            state[root] = 1;
            stk_v.push_back((int)root);
            stk_i.push_back(start[root]);
            while (!stk_v.empty()) {
                int v = stk_v.back();
                int &i = stk_i.back();
                if (i < start[v + 1]) {
                    int w = target[i++];
                    if (!state[w]) {
                        state[w] = 1;
                        stk_v.push_back(w);
                        stk_i.push_back(start[w]);
                    }
                } else {
                    ++generation;
                    for (int k = start[v]; k < start[v + 1]; k++) stamp[sg[target[k]]] = generation;
                    int g = 0;
                    while (stamp[g] == generation) g++;
                    sg[v] = g;
                    stk_v.pop_back();
                    stk_i.pop_back();
                }
            }
        }
        for (;;) {
            long m = read_uint();
            if (m <= 0) break;
            int x = 0;
            for (long j = 0; j < m; j++) x ^= sg[read_uint()];
            if (x) put("WIN\n", 4);
            else put("LOSE\n", 5);
        }
    }
    flush_output();
    return 0;
}
