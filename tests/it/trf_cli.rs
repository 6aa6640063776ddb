//! Runs `arbiter trf ...` in the test process, capturing what it prints.

use arbiter::cli::trf::{TrfCommand, execute};
use clap::Parser;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    command: TrfCommand,
}

/// Runs `arbiter trf ARGS` and returns the exit code, standard output and errors.
pub fn arbiter_trf(args: &[&str]) -> (u8, String, String) {
    let cli = Cli::try_parse_from(std::iter::once("trf").chain(args.iter().copied()))
        .expect("valid arguments");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = execute(cli.command, &mut out, &mut err);
    (
        status,
        String::from_utf8(out).expect("UTF-8"),
        String::from_utf8(err).expect("UTF-8"),
    )
}
