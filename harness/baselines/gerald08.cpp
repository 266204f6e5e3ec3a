// C++ baseline for CodeChef GERALD08 Chef and Tree Game (Blue-Red Hackenbush on a tree rooted at
// vertex 1, T cases: who wins with Chef first, then with Ksen first), for the side-by-side
// comparison in BENCHMARKS.md. Not part of the build or the tests.
//
// A straightforward fast judge solution: the input is read through fread by fast_io.h's parser.
// The edges are oriented by a breadth-first search from vertex 1 (no recursion). Each value is
// its floor plus a std::set of the positions of its fraction's one-bits, stored relative to a
// lazy shift (halving the fraction d times is shift += d). Vertices are folded in reverse BFS
// order into their parents; a sum moves the smaller set into the larger with carries; a black
// edge over x adds p (the least p >= 1 with x + p > 1) and halves p - 1 times, a white edge the
// mirror image. Only the sign is printed. It trusts the input (a tree, colours 0 and 1), as
// judge solutions do: no error checking.
//
// Compiled with: g++ -O2 -o gerald08-cpp gerald08.cpp   (g++ 12)
#include "fast_io.h"
#include <set>
#include <utility>
#include <vector>

#include "blue_red_value.h"

int main() {
    bool ok = true;
    long long t = read_int(&ok);
    std::vector<int> start, around, colour, order, parent, up;
    std::vector<Value> value;
    std::vector<int> eu, ev, ec;
    while (t-- > 0) {
        int n = (int)read_int(&ok);
        eu.resize(n - 1); ev.resize(n - 1); ec.resize(n - 1);
        start.assign(n + 2, 0);
        for (int i = 0; i + 1 < n; i++) {
            eu[i] = (int)read_int(&ok) - 1;
            ev[i] = (int)read_int(&ok) - 1;
            ec[i] = (int)read_int(&ok);
            start[eu[i] + 2]++;
            start[ev[i] + 2]++;
        }
        for (int v = 0; v < n; v++) start[v + 2] += start[v + 1];
        around.resize(2 * (n - 1));
        for (int i = 0; i + 1 < n; i++) {
            around[start[eu[i] + 1]++] = i;
            around[start[ev[i] + 1]++] = i;
        }
        // BFS from vertex 0: parent vertex and the colour of the edge up from each vertex.
        parent.assign(n, -1);
        up.assign(n, 0);
        order.assign(1, 0);
        parent[0] = 0;
        for (size_t h = 0; h < order.size(); h++) {
            int v = order[h];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int e = around[k], w = eu[e] == v ? ev[e] : eu[e];
                if (parent[w] != -1) continue;
                parent[w] = v;
                up[w] = ec[e];
                order.push_back(w);
            }
        }
        value.assign(n, Value());
        for (size_t h = order.size(); h-- > 1;) {
            int v = order[h];
            if (up[v] == 0) value[v].blue(); else value[v].red();
            value[parent[v]].add(value[v]);
        }
        const Value &root = value[0];
        const char *line = root.whole > 0 || (root.whole == 0 && !root.keys.empty())
                               ? "Chef Chef\n"
                               : root.whole < 0 ? "Ksen Ksen\n" : "Ksen Chef\n";
        put(line, 10);
    }
    flush_output();
    return 0;
}
