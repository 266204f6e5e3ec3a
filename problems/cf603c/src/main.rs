fn main() -> std::process::ExitCode {
    game_core::io::run(cf603c::solve)
}
