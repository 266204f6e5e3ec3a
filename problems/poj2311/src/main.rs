fn main() -> std::process::ExitCode {
    game_core::io::run(poj2311::solve)
}
