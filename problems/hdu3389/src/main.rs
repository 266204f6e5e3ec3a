fn main() -> std::process::ExitCode {
    game_core::io::run(hdu3389::solve)
}
