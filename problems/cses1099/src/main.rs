fn main() -> std::process::ExitCode {
    game_core::io::run(cses1099::solve)
}
