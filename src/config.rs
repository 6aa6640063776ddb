//! What the program remembers between sessions on this machine, in the user's
//! configuration directory (`$XDG_CONFIG_HOME/arbiter`, or `~/.config/arbiter`): the
//! recently opened tournament files, the theme and the print command chosen on the
//! settings screen, and the rating list given last with `--rating-list`. Both front ends read it (`arbiter export --print` prints with the
//! command chosen in the terminal application). Nothing here is needed: when the
//! directory cannot be read or written the program works without it.

use std::path::{Path, PathBuf};

/// How many recent files are remembered.
pub const RECENT_LIMIT: usize = 10;

/// The configuration directory of the user, from the environment.
pub fn default_dir() -> Option<PathBuf> {
    let from = |var: &str| std::env::var_os(var).filter(|v| !v.is_empty());
    from("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| from("HOME").map(|home| PathBuf::from(home).join(".config")))
        .map(|dir| dir.join("arbiter"))
}

/// The program's remembered state, read from and written to one directory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// `None`: remember nothing (tests, or no home directory).
    pub dir: Option<PathBuf>,
}

impl Config {
    pub fn new(dir: Option<PathBuf>) -> Config {
        Config { dir }
    }

    fn file(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|dir| dir.join(name))
    }

    /// Where the user's own themes are looked for.
    pub fn theme_dir(&self) -> Option<PathBuf> {
        self.file("themes")
    }

    /// Recently opened files, most recent first (files that no longer exist are left
    /// out).
    pub fn recent(&self) -> Vec<PathBuf> {
        let Some(text) = self
            .file("recent")
            .and_then(|f| std::fs::read_to_string(f).ok())
        else {
            return Vec::new();
        };
        text.lines()
            .filter(|line| !line.trim().is_empty())
            .map(PathBuf::from)
            .filter(|path| path.is_file())
            .take(RECENT_LIMIT)
            .collect()
    }

    /// Puts `path` at the top of the recent files.
    pub fn remember(&self, path: &Path) -> std::io::Result<()> {
        let path = std::path::absolute(path)?;
        let mut recent = self.recent();
        recent.retain(|p| p != &path);
        recent.insert(0, path);
        recent.truncate(RECENT_LIMIT);
        self.write_recent(&recent)
    }

    /// Removes `path` from the recent files.
    pub fn forget(&self, path: &Path) -> std::io::Result<()> {
        let mut recent = self.recent();
        recent.retain(|p| p != path);
        self.write_recent(&recent)
    }

    fn write_recent(&self, recent: &[PathBuf]) -> std::io::Result<()> {
        let text: String = recent
            .iter()
            .map(|p| format!("{}\n", p.display()))
            .collect();
        self.write("recent", &text)
    }

    /// The theme chosen on the settings screen last time.
    pub fn theme(&self) -> Option<String> {
        let text = std::fs::read_to_string(self.file("theme")?).ok()?;
        let name = text.trim();
        (!name.is_empty()).then(|| name.to_string())
    }

    pub fn set_theme(&self, name: &str) -> std::io::Result<()> {
        self.write("theme", &format!("{name}\n"))
    }

    /// The shell command exports are printed with (`lpr`), set on the settings screen:
    /// the machine's, not the tournament's (a shared file must not run commands).
    pub fn print_command(&self) -> Option<String> {
        let text = std::fs::read_to_string(self.file("print_command")?).ok()?;
        let command = text.trim();
        (!command.is_empty()).then(|| command.to_string())
    }

    pub fn set_print_command(&self, command: &str) -> std::io::Result<()> {
        self.write("print_command", &format!("{}\n", command.trim()))
    }

    /// The FIDE rating list given last with `--rating-list` (when the file is still
    /// there), for the add-player form's lookups when none is given.
    pub fn rating_list(&self) -> Option<PathBuf> {
        let text = std::fs::read_to_string(self.file("rating_list")?).ok()?;
        Some(PathBuf::from(text.trim())).filter(|path| path.is_file())
    }

    pub fn set_rating_list(&self, list: &Path) -> std::io::Result<()> {
        let list = std::path::absolute(list)?;
        self.write("rating_list", &format!("{}\n", list.display()))
    }

    fn write(&self, name: &str, text: &str) -> std::io::Result<()> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        std::fs::create_dir_all(dir)?;
        crate::files::replace(&dir.join(name), text.as_bytes(), None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_keep_the_latest_first_without_repeats() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().join("arbiter")));
        let files: Vec<PathBuf> = (0..3)
            .map(|i| {
                let path = dir.path().join(format!("t{i}.toml"));
                std::fs::write(&path, "").expect("write");
                path
            })
            .collect();
        for file in &files {
            config.remember(file).expect("remember");
        }
        config.remember(&files[0]).expect("remember again");
        assert_eq!(
            config.recent(),
            [files[0].clone(), files[2].clone(), files[1].clone()]
        );
        std::fs::remove_file(&files[2]).expect("remove");
        assert_eq!(config.recent(), [files[0].clone(), files[1].clone()]);
        config.forget(&files[0]).expect("forget");
        assert_eq!(config.recent(), [files[1].clone()]);
    }

    #[test]
    fn the_rating_list_given_last_is_remembered_while_it_exists() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().join("arbiter")));
        assert_eq!(config.rating_list(), None);
        let list = dir.path().join("players_list_foa.txt");
        std::fs::write(&list, "").expect("write");
        config.set_rating_list(&list).expect("remember");
        assert_eq!(config.rating_list(), Some(list.clone()));
        std::fs::remove_file(&list).expect("remove");
        assert_eq!(config.rating_list(), None);
    }

    #[test]
    fn the_theme_choice_is_remembered() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let config = Config::new(Some(dir.path().to_path_buf()));
        assert_eq!(config.theme(), None);
        config.set_theme("light").expect("write");
        assert_eq!(config.theme().as_deref(), Some("light"));
        assert_eq!(Config::new(None).theme(), None);
    }
}
