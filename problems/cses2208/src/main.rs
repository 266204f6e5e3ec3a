fn main() -> std::process::ExitCode {
    game_core::io::run(cses2208::solve)
}
