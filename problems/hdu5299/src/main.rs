fn main() -> std::process::ExitCode {
    game_core::io::run(hdu5299::solve)
}
