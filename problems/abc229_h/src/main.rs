fn main() -> std::process::ExitCode {
    game_core::io::run(abc229_h::solve)
}
