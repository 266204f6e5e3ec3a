fn main() -> std::process::ExitCode {
    game_core::io::run(abc368_f::solve)
}
