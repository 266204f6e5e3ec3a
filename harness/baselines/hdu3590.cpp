// C++ baseline for HDU 3590 (PP and QQ: anti-SG Green Hackenbush on rooted trees), for the
// side-by-side comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). Each tree goes into static adjacency lists; a breadth-first pass from vertex 1
// orders it, and in reverse order every vertex's value folds into its parent's by the colon
// principle, SG(v) = xor over the children c of (SG(c) + 1) (the fast judge solutions do the same
// by a recursive DFS). The forest is judged by the SJ theorem, as the judge does: PP wins iff
// (S != 0 and some tree is worth more than 1) or (S == 0 and no tree is), S the xor of the trees'
// values: O(m) per tree. It trusts the input (the judge's: cases of N < 100 trees of m < 100
// vertices, to the end of the input), as judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu3590-cpp hdu3590.cpp   (g++ 12, no other flags)
#include "fast_io.h"

static const int MAX_M = 100;
static int head[MAX_M + 1], next_edge[2 * MAX_M], to[2 * MAX_M];
static int order[MAX_M], parent[MAX_M + 1], value[MAX_M + 1];

// The Green Hackenbush value of one tree read from the input (m, then m - 1 edges).
static int tree_value() {
    int m = (int)read_uint(), edges = 0;
    for (int v = 1; v <= m; v++) head[v] = -1, value[v] = 0;
    for (int i = 1; i < m; i++) {
        int a = (int)read_uint(), b = (int)read_uint();
        to[edges] = b, next_edge[edges] = head[a], head[a] = edges++;
        to[edges] = a, next_edge[edges] = head[b], head[b] = edges++;
    }
    int length = 0;
    order[length++] = 1;
    parent[1] = 0;
    for (int i = 0; i < length; i++) {
        int v = order[i];
        for (int e = head[v]; e != -1; e = next_edge[e])
            if (to[e] != parent[v]) parent[to[e]] = v, order[length++] = to[e];
    }
    for (int i = length - 1; i > 0; i--) value[parent[order[i]]] ^= value[order[i]] + 1;
    return value[1];
}

int main() {
    long long n;
    while ((n = read_uint()) != -1) {
        int s = 0;
        bool big = false;
        for (long long i = 0; i < n; i++) {
            int g = tree_value();
            s ^= g;
            big = big || g > 1;
        }
        if ((s != 0) == big) put("PP\n", 3);
        else put("QQ\n", 3);
    }
    flush_output();
    return 0;
}
