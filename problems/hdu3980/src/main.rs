fn main() -> std::process::ExitCode {
    game_core::io::run(hdu3980::solve)
}
