fn main() -> std::process::ExitCode {
    game_core::io::run(hdu2149::solve)
}
