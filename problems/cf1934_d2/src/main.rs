fn main() -> std::process::ExitCode {
    game_core::io::run(cf1934_d2::solve)
}
