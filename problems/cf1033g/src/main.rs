fn main() -> std::process::ExitCode {
    game_core::io::run(cf1033g::solve)
}
