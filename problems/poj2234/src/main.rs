fn main() -> std::process::ExitCode {
    game_core::io::run(poj2234::solve)
}
