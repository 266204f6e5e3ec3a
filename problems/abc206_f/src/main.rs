fn main() -> std::process::ExitCode {
    game_core::io::run(abc206_f::solve)
}
