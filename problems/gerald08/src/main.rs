fn main() -> std::process::ExitCode {
    game_core::io::run(gerald08::solve)
}
