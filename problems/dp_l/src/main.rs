fn main() -> std::process::ExitCode {
    game_core::io::run(dp_l::solve)
}
