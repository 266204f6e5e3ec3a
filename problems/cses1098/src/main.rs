fn main() -> std::process::ExitCode {
    game_core::io::run(cses1098::solve)
}
