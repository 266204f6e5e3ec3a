fn main() -> std::process::ExitCode {
    game_core::io::run(cses2207::solve)
}
