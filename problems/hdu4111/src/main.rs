fn main() -> std::process::ExitCode {
    game_core::io::run(hdu4111::solve)
}
