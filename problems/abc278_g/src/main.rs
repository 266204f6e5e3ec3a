fn main() -> std::process::ExitCode {
    game_core::io::run(abc278_g::solve)
}
