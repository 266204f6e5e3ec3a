//! The scanner against a reference model over arbitrary bytes and reads (see
//! game_fuzz::check_scanner).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    game_fuzz::check_scanner(data);
});
