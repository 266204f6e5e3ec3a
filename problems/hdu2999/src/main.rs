fn main() -> std::process::ExitCode {
    game_core::io::run(hdu2999::solve)
}
