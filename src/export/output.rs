//! Where exports go: a file beside the tournament, a print command, a published site.
//! Every file is written through [`crate::files`]: never through a planted symbolic link
//! or into a FIFO, and the site's directory only below the tournament file's.
//!
//! The print command is the program's (the machine's printer), never the tournament
//! file's: a file shared between arbiters must not run commands. It is run by the shell
//! with the export on its standard input (`lpr`, `lp -d hall`, `a2ps -o - | lpr`).

use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use thiserror::Error;

use super::site::site;
use super::{Format, What};
use crate::files;
use crate::model::{Schedule, Tournament};

#[derive(Debug, Error)]
pub enum OutputError {
    /// The io errors are in the messages, not sources: the command line prints a
    /// source after the message, which would say it twice.
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "the publish_dir setting {setting:?} must name a directory below the tournament file's \
         (relative, without ..): nothing was published"
    )]
    PublishDirOutside { setting: String },
    #[error("cannot run the print command {command:?}: {error}")]
    Spawn {
        command: String,
        error: std::io::Error,
    },
    #[error("the print command {command:?} failed ({status}){}", stderr_text(.stderr))]
    Failed {
        command: String,
        status: std::process::ExitStatus,
        stderr: String,
    },
}

fn stderr_text(stderr: &str) -> String {
    let stderr = stderr.trim();
    if stderr.is_empty() {
        String::new()
    } else {
        format!(": {stderr}")
    }
}

/// The file an export of `tournament_file` is written to, beside it:
/// `open-pairings-r3.txt`, `open-standings.html`, `open-rating.csv`; the TRF `open.trf`.
pub fn export_path(
    tournament_file: &Path,
    what: What,
    format: Format,
    round: Option<u32>,
) -> PathBuf {
    let stem = tournament_file
        .file_stem()
        .map_or_else(|| "tournament".into(), |s| s.to_string_lossy().into_owned());
    if what == What::Trf {
        return tournament_file.with_file_name(format!("{stem}.trf"));
    }
    let round = round.map(|r| format!("-r{r}")).unwrap_or_default();
    let extension = match format {
        Format::Text => "txt",
        Format::Csv => "csv",
        Format::Html => "html",
    };
    tournament_file.with_file_name(format!("{stem}-{what}{round}.{extension}"))
}

/// Writes `text` to `path`, replacing a regular file there ([`files::replace`]).
pub fn write(path: &Path, text: &str) -> Result<(), OutputError> {
    files::replace(path, text.as_bytes(), None).map_err(|error| OutputError::Write {
        path: path.to_path_buf(),
        error,
    })
}

/// Runs `command` in the shell with `text` on its standard input, and waits for it.
/// The text is given as a file, not a pipe: a command that stops reading early (or
/// never reads) cannot end this program with SIGPIPE.
pub fn print(text: &str, command: &str) -> Result<(), OutputError> {
    let spawn_error = |error| OutputError::Spawn {
        command: command.to_string(),
        error,
    };
    let mut input = tempfile::tempfile().map_err(spawn_error)?;
    input
        .write_all(text.as_bytes())
        .and_then(|()| input.seek(SeekFrom::Start(0)).map(drop))
        .map_err(spawn_error)?;
    let output = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::from(input))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(spawn_error)?;
    if output.status.success() {
        Ok(())
    } else {
        Err(OutputError::Failed {
            command: command.to_string(),
            status: output.status,
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        })
    }
}

/// The directory the tournament in `tournament_file` is published to after every
/// save, when its settings name one (`publish_dir`): created when missing, and only
/// below the file's directory, through real directories ([`files::directory_below`]).
pub fn publish_dir(
    tournament: &Tournament,
    tournament_file: &Path,
) -> Result<Option<PathBuf>, OutputError> {
    let Some(setting) = tournament.info.publish_dir.as_deref() else {
        return Ok(None);
    };
    if !files::stays_below(Path::new(setting)) {
        return Err(OutputError::PublishDirOutside {
            setting: setting.to_string(),
        });
    }
    let base = files::directory_of(tournament_file);
    files::directory_below(base, Path::new(setting))
        .map(Some)
        .map_err(|error| OutputError::Write {
            path: base.join(setting),
            error,
        })
}

/// Publishes the site where the settings of the tournament in `tournament_file` say
/// ([`publish_dir`]), if they name a directory: the pages written and where.
pub fn publish_by_settings(
    tournament: &Tournament,
    schedule: &Schedule,
    tournament_file: &Path,
) -> Result<Option<(usize, PathBuf)>, OutputError> {
    let Some(dir) = publish_dir(tournament, tournament_file)? else {
        return Ok(None);
    };
    Ok(Some((publish(tournament, schedule, &dir)?, dir)))
}

/// Writes the tournament's static site into `dir` (created when missing, and refused
/// when it is a symbolic link), with a round robin's `schedule` ([`site`]); returns the
/// number of pages. Each page replaces a regular file only.
pub fn publish(
    tournament: &Tournament,
    schedule: &Schedule,
    dir: &Path,
) -> Result<usize, OutputError> {
    std::fs::create_dir_all(dir)
        .and_then(|()| crate::files::refuse_unless_directory(dir))
        .map_err(|error| OutputError::Write {
            path: dir.to_path_buf(),
            error,
        })?;
    let pages = site(tournament, schedule);
    for page in &pages {
        write(&dir.join(&page.file), &page.html)?;
    }
    Ok(pages.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exports_are_named_after_the_tournament_file() {
        let file = Path::new("/events/open.toml");
        assert_eq!(
            export_path(file, What::Pairings, Format::Text, Some(3)),
            Path::new("/events/open-pairings-r3.txt")
        );
        assert_eq!(
            export_path(file, What::Standings, Format::Html, None),
            Path::new("/events/open-standings.html")
        );
    }

    #[test]
    fn the_print_command_gets_the_text_and_its_failure_is_reported() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let out = dir.path().join("printed.txt");
        print("Round 1\n", &format!("cat > '{}'", out.display())).expect("printed");
        assert_eq!(std::fs::read_to_string(&out).expect("read"), "Round 1\n");
        let error = print("x", "echo no printer >&2; exit 3").expect_err("fails");
        assert_eq!(
            error.to_string(),
            "the print command \"echo no printer >&2; exit 3\" failed (exit status: 3): no printer"
        );
    }
}
