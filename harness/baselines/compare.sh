#!/usr/bin/env bash
# Every C++ baseline of harness/baselines/ side by side with the workspace's release binary on
# all the benchmark's inputs and on a ~100 MB input (BENCHMARKS.md, "Against fast C++
# solutions"). The × baseline column of BENCHMARKS.md's table comes from `harness bench`, which
# compiles the baselines itself and times them interleaved on each problem's worst input; this
# script is for the other inputs and the ~100 MB ones.
# Usage, from the workspace root: harness/baselines/compare.sh [<id>…]   (default: all of them)
# Needs g++ and python3. Writes the benchmark's inputs (`harness bench --quick`, a few minutes
# the first time) and the ~100 MB inputs (big-input.py, target/baselines/<id>-100mb.in; the
# streaming problems' own big.in comes from a full `harness bench`); one table per input.
set -euo pipefail
cd "$(dirname "$0")/../.."
ids=("$@")
if [ ${#ids[@]} -eq 0 ]; then
  ids=($(ls harness/baselines/*.cpp | xargs -n1 basename | sed 's/\.cpp$//'))
fi
mkdir -p target/baselines
cargo build -q --release $(printf -- '-p %s ' "${ids[@]}")
for id in "${ids[@]}"; do
  g++ -O2 -o "target/baselines/$id-cpp" "harness/baselines/$id.cpp"
  [ -d "target/bench-inputs/$id" ] ||
    cargo run -q --release -p harness -- bench "$id" --quick --out target/baselines/bench.md
  big="target/baselines/$id-100mb.in"
  [ -f "$big" ] || python3 harness/baselines/big-input.py "$id" "$big" ||
    echo "$id: no ~100 MB input here"
  for input in target/bench-inputs/"$id"/*.in "$big"; do
    [ -f "$input" ] || continue
    if ! cmp -s <("target/release/$id" < "$input") <("target/baselines/$id-cpp" < "$input"); then
      echo "$id $(basename "$input"): the outputs differ"
      continue
    fi
    runs=11
    [ "$(stat -c %s "$input")" -lt 50000000 ] || runs=5
    python3 harness/baselines/side-by-side.py "$runs" "$input" "target/baselines/$id-cpp" \
      "target/release/$id"
  done
done
