fn main() -> std::process::ExitCode {
    game_core::io::run(poj3533::solve)
}
