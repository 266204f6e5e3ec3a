fn main() -> std::process::ExitCode {
    game_core::io::run(cf1149e::solve)
}
