fn main() -> std::process::ExitCode {
    game_core::io::run(hdu1517::solve)
}
