fn main() -> std::process::ExitCode {
    game_core::io::run(poj3710::solve)
}
