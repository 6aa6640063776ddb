//! The one way these tests run the command line: the `arbiter` binary of this build, or
//! its `trf` command in the test process.

use std::path::Path;
use std::process::{Command, ExitStatus};

use arbiter::cli::trf::{TrfCommand, execute};
use clap::Parser;

/// The `arbiter` binary of this build, not started yet: for a test that sets up its
/// standard streams or environment itself (then [`run`] runs it).
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
}

/// What a run of `arbiter` ended with and printed.
#[derive(Debug)]
pub struct Output {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl Output {
    pub fn success(&self) -> bool {
        self.status.success()
    }
}

impl From<std::process::Output> for Output {
    fn from(output: std::process::Output) -> Self {
        Output {
            status: output.status,
            stdout: String::from_utf8(output.stdout).expect("arbiter prints UTF-8"),
            stderr: String::from_utf8(output.stderr).expect("arbiter prints UTF-8"),
        }
    }
}

/// Runs `command` (from [`command`]) to its end.
pub fn run(command: &mut Command) -> Output {
    command.output().expect("the arbiter binary runs").into()
}

/// Runs `arbiter ARGS`.
pub fn arbiter(args: &[&str]) -> Output {
    run(command().args(args))
}

/// Runs `arbiter ARGS` in `directory`.
pub fn arbiter_in(directory: &Path, args: &[&str]) -> Output {
    run(command().current_dir(directory).args(args))
}

/// Runs `arbiter ARGS`, which must succeed; returns its standard output.
pub fn ok(args: &[&str]) -> String {
    succeeded(arbiter(args), args)
}

/// Runs `arbiter ARGS` in `directory`, which must succeed; returns its standard output.
pub fn ok_in(directory: &Path, args: &[&str]) -> String {
    succeeded(arbiter_in(directory, args), args)
}

/// Runs `arbiter ARGS` in `directory`, which must fail; returns its error output.
pub fn refused_in(directory: &Path, args: &[&str]) -> String {
    let output = arbiter_in(directory, args);
    assert!(!output.success(), "arbiter {args:?} should fail");
    output.stderr
}

fn succeeded(output: Output, args: &[&str]) -> String {
    assert!(
        output.success(),
        "arbiter {args:?} failed: {}",
        output.stderr
    );
    output.stdout
}

#[derive(Parser)]
struct TrfCli {
    #[command(subcommand)]
    command: TrfCommand,
}

/// Runs `arbiter trf ARGS` in the test process (the command writes through the streams
/// it is given) and returns its exit code, standard output and errors.
pub fn arbiter_trf(args: &[&str]) -> (u8, String, String) {
    let cli = TrfCli::try_parse_from(std::iter::once("trf").chain(args.iter().copied()))
        .expect("valid arguments");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = execute(cli.command, &mut out, &mut err);
    (
        status,
        String::from_utf8(out).expect("UTF-8"),
        String::from_utf8(err).expect("UTF-8"),
    )
}
