#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    arbiter::cli::main()
}
