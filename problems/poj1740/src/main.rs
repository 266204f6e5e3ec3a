fn main() -> std::process::ExitCode {
    game_core::io::run(poj1740::solve)
}
