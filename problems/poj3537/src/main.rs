fn main() -> std::process::ExitCode {
    game_core::io::run(poj3537::solve)
}
