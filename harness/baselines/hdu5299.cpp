// C++ baseline for HDU 5299 (Circles Game: delete a circle and all inside it, Green Hackenbush on
// the nesting forest), for the side-by-side comparison in BENCHMARKS.md. Not part of the build or
// the tests.
//
// The whole input is read through fread into a 64 KiB buffer by a hand-written digit loop
// (fast_io.h). The forest comes from the sweep over x the accepted solutions use: each circle is
// cut into a lower and an upper arc, a std::set keeps the arcs the sweep line crosses ordered by
// their height there (cy +- sqrt(r^2 - dx^2) in doubles, the lower arc first on a tie), and when
// the line reaches a circle's leftmost point the first arc above it is its parent's upper arc,
// or a sibling's lower arc (then the sibling's parent is its parent), or none (outermost). Events
// are sorted by x, leaving before entering. A circle leaves after everything inside it, so at
// its leaving event its Hackenbush value is complete and folds into its parent's, by the colon
// principle: value(parent) ^= value + 1 (the ground's for an outermost circle). Alice wins iff the
// ground's value is not 0: O(n log n) per case. Doubles are exact enough: with integer
// coordinates <= 20 000 and no two circles touching, two arcs or an arc and a leftmost point are
// at least about 1e-5 apart on the line. It trusts the input (the judge's: T <= 20 cases of
// n <= 20 000 circles `x y r`, |x|, |y|, r <= 20 000, none crossing or touching), as judge
// solutions do: no error checking.
//
// Compiled with: g++ -O2 -o hdu5299-cpp hdu5299.cpp   (g++ 12, no other flags)
#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

#include "fast_io.h"

static std::vector<long long> cx, cy, cr;
static std::vector<int> parent, value;
static long long sweep_x;  // where the sweep line stands

// An arc: a circle and which half (0 lower, 1 upper); ordered by height on the sweep line.
struct Arc {
    int circle, upper;
    double height() const {
        long long dx = sweep_x - cx[circle];
        double half = sqrt((double)(cr[circle] * cr[circle] - dx * dx));
        return upper ? cy[circle] + half : cy[circle] - half;
    }
    bool operator<(const Arc &o) const {
        double a = height(), b = o.height();
        return a != b ? a < b : upper < o.upper;
    }
};

int main() {
    long long t = read_uint();
    bool ok;
    std::set<Arc> line;
    std::vector<std::set<Arc>::iterator> lower_at, upper_at;
    std::vector<unsigned long long> events;
    while (t-- > 0) {
        int n = (int)read_uint();
        cx.resize(n), cy.resize(n), cr.resize(n), parent.assign(n, -1), value.assign(n, 0);
        lower_at.resize(n), upper_at.resize(n), events.clear();
        for (int i = 0; i < n; i++) {
            cx[i] = read_int(&ok), cy[i] = read_int(&ok), cr[i] = read_int(&ok);
            // x shifted to be non-negative, then 0 to leave or 1 to enter, then the circle.
            events.push_back((unsigned long long)(cx[i] - cr[i] + (1 << 20)) << 32 | 1u << 31 | i);
            events.push_back((unsigned long long)(cx[i] + cr[i] + (1 << 20)) << 32 | i);
        }
        std::sort(events.begin(), events.end());
        int ground = 0;
        line.clear();
        for (unsigned long long e : events) {
            int i = (int)(e & 0x7fffffff);
            sweep_x = (long long)(e >> 32) - (1 << 20);
            if (e >> 31 & 1) {
                auto above = line.upper_bound(Arc{i, 1});
                if (above != line.end()) parent[i] = above->upper ? above->circle : parent[above->circle];
                upper_at[i] = line.insert(above, Arc{i, 1});
                lower_at[i] = line.insert(upper_at[i], Arc{i, 0});
            } else {
                line.erase(lower_at[i]);
                line.erase(upper_at[i]);
                if (parent[i] >= 0) value[parent[i]] ^= value[i] + 1;
                else ground ^= value[i] + 1;
            }
        }
        if (ground) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush_output();
    return 0;
}
