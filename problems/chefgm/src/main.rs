fn main() -> std::process::ExitCode {
    game_core::io::run(chefgm::solve)
}
