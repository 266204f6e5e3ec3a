fn main() -> std::process::ExitCode {
    game_core::io::run(abc209_e::solve)
}
