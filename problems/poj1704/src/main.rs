fn main() -> std::process::ExitCode {
    game_core::io::run(poj1704::solve)
}
