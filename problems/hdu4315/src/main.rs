fn main() -> std::process::ExitCode {
    game_core::io::run(hdu4315::solve)
}
