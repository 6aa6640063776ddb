//! Colours and glyphs. Themes are TOML files: the built-in ones (`themes/*.toml`) are
//! compiled into the program, and a user can add their own as
//! `$XDG_CONFIG_HOME/arbiter/themes/NAME.toml`. Every built-in theme uses only the 16
//! ANSI colours, so a 16-colour console gets the same picture as a modern terminal.

use std::path::{Path, PathBuf};

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;
use serde::Deserialize;
use thiserror::Error;

/// The built-in themes: name and file text. The first is the default.
pub const BUILT_IN: [(&str, &str); 4] = [
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
    ("monochrome", include_str!("../../themes/monochrome.toml")),
];

/// The theme used when `NO_COLOR` is set and no theme was asked for.
pub const NO_COLOR_THEME: &str = "monochrome";

#[derive(Debug, Error)]
pub enum ThemeError {
    #[error("there is no theme {name:?} (built-in themes: {}{})", built_in_names(), user_hint(.user_dir))]
    Unknown {
        name: String,
        user_dir: Option<PathBuf>,
    },
    #[error("{}: cannot read the theme: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{origin}: {problem}")]
    Invalid {
        origin: String,
        problem: ThemeProblem,
    },
}

/// What is wrong in a theme file.
#[derive(Debug, Error)]
pub enum ThemeProblem {
    #[error("{0}")]
    Toml(toml::de::Error),
    #[error(
        "styles.{field}: {text:?} is not a colour (a name such as \"cyan\" or \"lightred\", 0-255, or #rrggbb)"
    )]
    Colour { field: &'static str, text: String },
}

fn built_in_names() -> String {
    BUILT_IN.map(|(name, _)| name).join(", ")
}

fn user_hint(user_dir: &Option<PathBuf>) -> String {
    user_dir
        .as_ref()
        .map(|dir| format!("; your own go in {}", dir.display()))
        .unwrap_or_default()
}

/// The styles every view draws with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: String,
    /// Ordinary text.
    pub text: Style,
    /// Secondary text: hints, empty cells, explanations of keys.
    pub muted: Style,
    /// Titles of panels and dialogs.
    pub title: Style,
    pub border: Style,
    pub tab: Style,
    pub tab_active: Style,
    /// Column headings.
    pub header: Style,
    /// The row or field under the cursor.
    pub selected: Style,
    /// A player marked for a manual pairing change.
    pub marked: Style,
    /// Key names in the help and hints.
    pub key: Style,
    pub ok: Style,
    pub warning: Style,
    pub error: Style,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ThemeFile {
    name: String,
    styles: Styles,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Styles {
    text: StyleSpec,
    muted: StyleSpec,
    title: StyleSpec,
    border: StyleSpec,
    tab: StyleSpec,
    tab_active: StyleSpec,
    header: StyleSpec,
    selected: StyleSpec,
    marked: StyleSpec,
    key: StyleSpec,
    ok: StyleSpec,
    warning: StyleSpec,
    error: StyleSpec,
}

/// One style as written in a theme file: `{ fg = "cyan", bold = true }`.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct StyleSpec {
    fg: Option<String>,
    bg: Option<String>,
    #[serde(default)]
    bold: bool,
    #[serde(default)]
    dim: bool,
    #[serde(default)]
    italic: bool,
    #[serde(default)]
    underlined: bool,
    #[serde(default)]
    reversed: bool,
}

impl StyleSpec {
    fn to_style(&self, field: &'static str) -> Result<Style, ThemeProblem> {
        let colour = |text: &Option<String>| -> Result<Option<Color>, ThemeProblem> {
            text.as_deref()
                .map(|t| {
                    t.parse::<Color>().map_err(|_| ThemeProblem::Colour {
                        field,
                        text: t.to_string(),
                    })
                })
                .transpose()
        };
        let mut style = Style::default();
        if let Some(fg) = colour(&self.fg)? {
            style = style.fg(fg);
        }
        if let Some(bg) = colour(&self.bg)? {
            style = style.bg(bg);
        }
        for (on, modifier) in [
            (self.bold, Modifier::BOLD),
            (self.dim, Modifier::DIM),
            (self.italic, Modifier::ITALIC),
            (self.underlined, Modifier::UNDERLINED),
            (self.reversed, Modifier::REVERSED),
        ] {
            if on {
                style = style.add_modifier(modifier);
            }
        }
        Ok(style)
    }
}

impl Theme {
    /// Parses a theme file; `origin` names it in messages.
    pub fn parse(text: &str, origin: &str) -> Result<Theme, ThemeError> {
        let invalid = |problem| ThemeError::Invalid {
            origin: origin.to_string(),
            problem,
        };
        let file: ThemeFile = toml::from_str(text).map_err(|e| invalid(ThemeProblem::Toml(e)))?;
        let s = &file.styles;
        let style = |spec: &StyleSpec, field| spec.to_style(field).map_err(invalid);
        Ok(Theme {
            name: file.name,
            text: style(&s.text, "text")?,
            muted: style(&s.muted, "muted")?,
            title: style(&s.title, "title")?,
            border: style(&s.border, "border")?,
            tab: style(&s.tab, "tab")?,
            tab_active: style(&s.tab_active, "tab_active")?,
            header: style(&s.header, "header")?,
            selected: style(&s.selected, "selected")?,
            marked: style(&s.marked, "marked")?,
            key: style(&s.key, "key")?,
            ok: style(&s.ok, "ok")?,
            warning: style(&s.warning, "warning")?,
            error: style(&s.error, "error")?,
        })
    }

    /// The default theme.
    pub fn default_theme() -> Theme {
        let (name, text) = BUILT_IN[0];
        Theme::parse(text, name).expect("the built-in themes are checked by the tests")
    }

    /// The theme called `name`: the user's own file in `user_dir` first (so a user can
    /// override a built-in theme), then the built-in ones.
    pub fn named(name: &str, user_dir: Option<&Path>) -> Result<Theme, ThemeError> {
        if let Some(dir) = user_dir {
            let path = dir.join(format!("{name}.toml"));
            if path.is_file() {
                let text = std::fs::read_to_string(&path).map_err(|source| ThemeError::Read {
                    path: path.clone(),
                    source,
                })?;
                return Theme::parse(&text, &path.display().to_string());
            }
        }
        BUILT_IN
            .iter()
            .find(|(built_in, _)| *built_in == name)
            .map(|(built_in, text)| Theme::parse(text, built_in))
            .unwrap_or_else(|| {
                Err(ThemeError::Unknown {
                    name: name.to_string(),
                    user_dir: user_dir.map(Path::to_path_buf),
                })
            })
    }

    /// The names a user can choose from: built-in themes, then the user's own.
    pub fn available(user_dir: Option<&Path>) -> Vec<String> {
        let mut names: Vec<String> = BUILT_IN.iter().map(|(n, _)| n.to_string()).collect();
        let mut own: Vec<String> = user_dir
            .and_then(|dir| std::fs::read_dir(dir).ok())
            .into_iter()
            .flatten()
            .filter_map(|entry| {
                let path = entry.ok()?.path();
                (path.extension()? == "toml")
                    .then(|| path.file_stem()?.to_str().map(str::to_string))?
            })
            .filter(|name| !names.contains(name))
            .collect();
        own.sort();
        names.append(&mut own);
        names
    }
}

/// The characters drawn besides text: Unicode by default, plain ASCII for terminals
/// or fonts without box-drawing characters (`--ascii`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyphs {
    pub border: border::Set<'static>,
    /// Marks the selected row.
    pub selector: &'static str,
    /// Separates tabs and status-line parts.
    pub separator: &'static str,
    /// "becomes" in messages about changes.
    pub arrow: &'static str,
    /// Between the two players of a pairing.
    pub versus: &'static str,
}

const ASCII_BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

impl Glyphs {
    pub const UNICODE: Glyphs = Glyphs {
        border: border::ROUNDED,
        selector: "▶ ",
        separator: "│",
        arrow: "→",
        versus: "–",
    };

    pub const ASCII: Glyphs = Glyphs {
        border: ASCII_BORDER,
        selector: "> ",
        separator: "|",
        arrow: "->",
        versus: "-",
    };

    pub fn new(ascii: bool) -> Glyphs {
        if ascii {
            Glyphs::ASCII
        } else {
            Glyphs::UNICODE
        }
    }
}

/// Everything that decides how the program looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub theme: Theme,
    pub glyphs: Glyphs,
}

impl Default for Look {
    fn default() -> Look {
        Look {
            theme: Theme::default_theme(),
            glyphs: Glyphs::UNICODE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_theme_loads_under_its_own_name() {
        for (name, text) in BUILT_IN {
            let theme = Theme::parse(text, name).expect("built-in theme");
            assert_eq!(theme.name, name);
            assert_eq!(Theme::named(name, None).expect("by name"), theme);
        }
    }

    #[test]
    fn built_in_themes_use_only_the_16_ansi_colours() {
        for (name, _) in BUILT_IN {
            let theme = Theme::named(name, None).expect("built-in theme");
            for style in [
                theme.text,
                theme.muted,
                theme.title,
                theme.border,
                theme.tab,
                theme.tab_active,
                theme.header,
                theme.selected,
                theme.marked,
                theme.key,
                theme.ok,
                theme.warning,
                theme.error,
            ] {
                for colour in [style.fg, style.bg].into_iter().flatten() {
                    assert!(
                        !matches!(colour, Color::Rgb(..) | Color::Indexed(_)),
                        "{name} uses {colour:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_monochrome_theme_has_no_colour() {
        let theme = Theme::named(NO_COLOR_THEME, None).expect("built-in theme");
        assert_eq!(
            theme.selected,
            Style::default().add_modifier(Modifier::REVERSED)
        );
        assert_eq!(theme.text.fg, None);
        assert_eq!(theme.error.bg, None);
    }

    #[test]
    fn a_bad_colour_names_the_field() {
        let text = BUILT_IN[0]
            .1
            .replace(r#"fg = "cyan", bold"#, r#"fg = "cyann", bold"#);
        let error = Theme::parse(&text, "mine.toml").expect_err("bad colour");
        assert_eq!(
            error.to_string(),
            "mine.toml: styles.title: \"cyann\" is not a colour (a name such as \"cyan\" or \"lightred\", 0-255, or #rrggbb)"
        );
    }

    #[test]
    fn a_user_theme_overrides_and_extends_the_built_in_ones() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mine = BUILT_IN[0]
            .1
            .replace("name = \"dark\"", "name = \"mine\"")
            .replace(r##"fg = "cyan", bold"##, r##"fg = "#112233", bold"##);
        std::fs::write(dir.path().join("mine.toml"), &mine).expect("write theme");
        let theme = Theme::named("mine", Some(dir.path())).expect("user theme");
        assert_eq!(theme.title.fg, Some(Color::Rgb(0x11, 0x22, 0x33)));
        assert_eq!(
            Theme::available(Some(dir.path())),
            ["dark", "light", "high-contrast", "monochrome", "mine"]
        );
        let error = Theme::named("nope", Some(dir.path())).expect_err("unknown");
        assert_eq!(
            error.to_string(),
            format!(
                "there is no theme \"nope\" (built-in themes: dark, light, high-contrast, monochrome; your own go in {})",
                dir.path().display()
            )
        );
    }
}
