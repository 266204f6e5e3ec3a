fn main() -> std::process::ExitCode {
    game_core::io::run(poj2068::solve)
}
