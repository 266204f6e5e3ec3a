#!/usr/bin/env python3
"""Writes the ~100 MB input of one problem for the side-by-side comparison with its C++ baseline
(BENCHMARKS.md, "Against fast C++ solutions"). Usage, from the workspace root, after
`cargo run --release -p harness -- bench <id> --quick` has written target/bench-inputs/<id>/:

    python3 harness/baselines/big-input.py <id> <out-file>   (compare.sh: target/baselines/<id>-100mb.in)

Seeded, so the same file each time. Formats that end at the end of the input repeat the
benchmark's worst input; formats with a count get one count for the repeated cases."""
import random
import sys

ID, OUT = sys.argv[1], sys.argv[2]
rng = random.Random(21)


def worst():
    with open(f"target/bench-inputs/{ID}/worst.in") as f:
        return f.read()


def heaps(f, cases, n, top):
    """T cases of n heaps uniform in 1..=top (hdu3032, hdu5795)."""
    f.write(f"{cases}\n")
    for _ in range(cases):
        f.write(f"{n}\n" + " ".join(str(rng.randint(1, top)) for _ in range(n)) + "\n")


def trees(f, cases, n):
    """T cases of n-vertex trees rooted at 1, labels and edge order shuffled; every other case
    a near-path (each vertex's parent among the 3 before it)."""
    f.write(f"{cases}\n")
    for case in range(cases):
        rest = list(range(2, n + 1))
        rng.shuffle(rest)
        label = [1] + rest
        edges = []
        for i in range(1, n):
            p = rng.randrange(max(0, i - 3), i) if case % 2 else rng.randrange(i)
            a, b = label[i], label[p]
            edges.append((a, b) if rng.random() < 0.5 else (b, a))
        rng.shuffle(edges)
        f.write(f"{n}\n" + "".join(f"{a} {b}\n" for a, b in edges))


def recount(times):
    """The worst input's items repeated `times` times under one first-line count."""
    first, rest = worst().split("\n", 1)
    return f"{int(first) * times}\n" + rest * times


with open(OUT, "w") as f:
    if ID == "poj2975":  # 10 000 cases of 1000 piles in 1..=10^9, then 0
        for _ in range(10_000):
            f.write("1000\n" + " ".join(str(rng.randint(1, 10**9)) for _ in range(1000)) + "\n")
        f.write("0\n")
    elif ID == "hdu3094":  # T = 100 trees of N = 10^5 (the judge's maxima)
        trees(f, 100, 100_000)
    elif ID == "hdu3032":  # 10 cases of 10^6 heaps below 2^31
        heaps(f, 10, 1_000_000, 2**31 - 1)
    elif ID == "hdu5795":  # 10 cases of 10^6 heaps up to 10^9
        heaps(f, 10, 1_000_000, 10**9)
    elif ID == "poj2311":  # 14.4 M lines `W H`, sides uniform in 2..=200
        lines = "".join(f"{rng.randint(2, 200)} {rng.randint(2, 200)}\n" for _ in range(140_000))
        f.write(lines * 103)
    elif ID in ("poj3710", "hdu3537"):  # cases to the end of the input: the worst input again
        f.write(worst() * (13 if ID == "poj3710" else 6))
    elif ID == "hdu5724":  # the worst input's 100 cases 20 times under T = 2000
        f.write(recount(20))
    elif ID == "abc209_e":  # the worst input's 200 000 words 87 times under one N
        f.write(recount(87))
    elif ID == "hdu3544":  # the worst input's 1000 cases of 100 bars 50 times under T = 50 000
        f.write(recount(50))
    else:
        sys.exit(f"no ~100 MB input for {ID} here (hdu1524: the benchmark's own big.in)")
