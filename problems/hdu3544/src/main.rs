fn main() -> std::process::ExitCode {
    game_core::io::run(hdu3544::solve)
}
