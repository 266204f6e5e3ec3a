fn main() -> std::process::ExitCode {
    game_core::io::run(nim_product_64::solve)
}
