//! Empty on purpose. `testdata/` is a package only so that `cargo insta review` and
//! `cargo insta pending-snapshots` walk it and find the snapshots under
//! `testdata/<id>/snapshots/` (cargo-insta looks inside package folders only). The cases and
//! snapshots are read by the harness's tests (`harness/tests/problems.rs` and
//! `harness/tests/bundle.rs`).
