fn main() -> std::process::ExitCode {
    game_core::io::run(hdu1538::solve)
}
