//! The layers of the crate (ARCHITECTURE.md, the same table): which top-level module of
//! `src/` may name which other. Every source file is read, every `crate::` path outside
//! comments and literals is found (in `use` items, grouped `use crate::{a, b::{c, d}}`
//! included, and in code), and each one a rule forbids fails the test with its file, line
//! and rule.

use std::path::{Path, PathBuf};

/// Every layer below the two front ends: what both may use.
const BELOW_THE_FRONT_ENDS: &[&str] = &[
    "files",
    "model",
    "config",
    "rating",
    "standings",
    "norms",
    "pairing",
    "trf",
    "registration",
    "export",
    "edit",
    "storage",
];

/// Each top-level module with what it may name, bottom layer first. An entry is a module
/// (`"pairing"`: anything in it) or one item of it (`"tui::run"`).
const LAYERS: &[(&str, &[&[&str]])] = &[
    ("files", &[]),
    ("model", &[]),
    ("config", &[&["files"]]),
    ("rating", &[&["model"]]),
    ("standings", &[&["model", "rating"]]),
    ("norms", &[&["model", "rating"]]),
    ("pairing", &[&["model"]]),
    ("trf", &[&["model", "standings"]]),
    ("registration", &[&["model", "files"]]),
    (
        "export",
        &[&["model", "rating", "standings", "norms", "trf", "files"]],
    ),
    ("edit", &[&["model", "pairing", "files"]]),
    ("storage", &[&["model", "edit", "trf", "files"]]),
    ("tui", &[BELOW_THE_FRONT_ENDS]),
    // The command line starts the terminal application (and measures its start for
    // `arbiter bench`), nothing more.
    (
        "cli",
        &[
            BELOW_THE_FRONT_ENDS,
            &["tui::run", "tui::Options", "tui::bench"],
        ],
    ),
];

/// What `module` may name; `None` when the table does not place it.
fn may_use(module: &str) -> Option<Vec<&'static str>> {
    LAYERS
        .iter()
        .find(|(name, _)| *name == module)
        .map(|(_, groups)| groups.concat())
}

/// One `crate::` path of a source file: its line and its segments after `crate`.
#[derive(Debug, PartialEq, Eq)]
struct CratePath {
    line: usize,
    segments: Vec<String>,
}

#[derive(Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    PathSeparator,
    Other(char),
}

/// The tokens of `source` that paths are made of, each with its line; comments, string
/// and character literals and lifetimes are left out.
fn tokens(source: &str) -> Vec<(usize, Token)> {
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                match (at(i), at(i + 1)) {
                    ('/', '*') => (depth, i) = (depth + 1, i + 2),
                    ('*', '/') => (depth, i) = (depth - 1, i + 2),
                    ('\0', _) => break,
                    (ch, _) => {
                        line += usize::from(ch == '\n');
                        i += 1;
                    }
                }
                if depth == 0 {
                    break;
                }
            }
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                line += usize::from(chars[i] == '\n');
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c == '\'' {
            // A character literal ('a', '\n', '\'') or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let hashes = chars[i..].iter().take_while(|&&ch| ch == '#').count();
            if matches!(word.as_str(), "r" | "br" | "cr") && at(i + hashes) == '"' {
                // A raw string, r"..." or r#"..."#: it ends at a quote and as many hashes.
                let closing: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                i += hashes + 1;
                while i < chars.len() && !chars[i..].starts_with(&closing) {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
                i += closing.len();
            } else if word == "r" && hashes == 1 {
                // A raw identifier (r#type): the identifier follows.
                i += 1;
            } else {
                found.push((line, Token::Ident(word)));
            }
        } else if c == ':' && at(i + 1) == ':' {
            found.push((line, Token::PathSeparator));
            i += 2;
        } else {
            found.push((line, Token::Other(c)));
            i += 1;
        }
    }
    found
}

/// The paths a use tree starting at `tokens[i]` names, each prefixed by `prefix`, and
/// where the tree ends.
fn use_tree(
    tokens: &[(usize, Token)],
    mut i: usize,
    prefix: &[String],
) -> (Vec<Vec<String>>, usize) {
    let mut path = prefix.to_vec();
    loop {
        match tokens.get(i).map(|(_, token)| token) {
            Some(Token::Other('{')) => {
                let mut paths = Vec::new();
                i += 1;
                while !matches!(
                    tokens.get(i).map(|(_, t)| t),
                    Some(Token::Other('}')) | None
                ) {
                    let (inner, next) = use_tree(tokens, i, &path);
                    paths.extend(inner);
                    i = next;
                    if matches!(tokens.get(i).map(|(_, t)| t), Some(Token::Other(','))) {
                        i += 1;
                    }
                }
                return (paths, i + 1);
            }
            Some(Token::Ident(name)) => {
                path.push(name.clone());
                i += 1;
                if matches!(tokens.get(i).map(|(_, t)| t), Some(Token::PathSeparator)) {
                    i += 1;
                } else {
                    break;
                }
            }
            _ => break,
        }
    }
    // `as name` renames what the path names: not a path of its own.
    if matches!(tokens.get(i).map(|(_, t)| t), Some(Token::Ident(word)) if word == "as") {
        i += 2;
    }
    (vec![path], i)
}

/// Every `crate::` path of `source`, a grouped `use` giving one path per item.
fn crate_paths(source: &str) -> Vec<CratePath> {
    let tokens = tokens(source);
    let mut paths = Vec::new();
    for (i, (line, token)) in tokens.iter().enumerate() {
        let follows_dollar = i > 0 && tokens[i - 1].1 == Token::Other('$');
        if *token == Token::Ident("crate".into())
            && !follows_dollar
            && tokens.get(i + 1).map(|(_, t)| t) == Some(&Token::PathSeparator)
        {
            let (found, _) = use_tree(&tokens, i + 2, &[]);
            paths.extend(found.into_iter().map(|segments| CratePath {
                line: *line,
                segments,
            }));
        }
    }
    paths
}

/// Whether `allowed` (`"module"` or `"module::item"`) covers a path's `segments`.
fn covers(allowed: &str, segments: &[String]) -> bool {
    allowed
        .split("::")
        .enumerate()
        .all(|(index, part)| segments.get(index).is_some_and(|s| s == part))
}

fn source_files(directory: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(directory).expect("a source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            source_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to; `None` for the crate roots.
fn top_module(relative: &Path) -> Option<String> {
    let mut parts = relative.iter().map(|p| p.to_string_lossy().into_owned());
    let first = parts.next()?;
    match (first.strip_suffix(".rs"), parts.next()) {
        (Some("lib" | "main"), None) => None,
        (Some(module), None) => Some(module.to_string()),
        _ => Some(first),
    }
}

/// What breaks the layers in `source`, the file of `module` at `name`.
fn broken_rules(name: &str, module: &str, source: &str) -> Vec<String> {
    let Some(allowed) = may_use(module) else {
        return vec![format!(
            "{name}: module `{module}` has no layer: add it to LAYERS (and ARCHITECTURE.md)"
        )];
    };
    crate_paths(source)
        .into_iter()
        .filter(|path| path.segments.first().is_some_and(|first| first != module))
        .filter(|path| !allowed.iter().any(|a| covers(a, &path.segments)))
        .map(|path| {
            let rule = if allowed.is_empty() {
                format!("{module} may use no other module")
            } else {
                format!("{module} may use only {}", allowed.join(", "))
            };
            format!(
                "{name}:{}: `crate::{}`: {rule}",
                path.line,
                path.segments.join("::")
            )
        })
        .collect()
}

#[test]
fn every_module_keeps_to_its_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    source_files(&root.join("src"), &mut files);
    files.sort();
    assert!(files.len() > 100, "the sources are found: {}", files.len());
    let mut broken = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(root.join("src")).expect("under src");
        let Some(module) = top_module(relative) else {
            continue;
        };
        let source = std::fs::read_to_string(file).expect("readable source");
        let name = format!("src/{}", relative.display());
        broken.extend(broken_rules(&name, &module, &source));
    }
    assert!(
        broken.is_empty(),
        "{} import(s) break the layers of ARCHITECTURE.md:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

/// Every module the table names exists: a module renamed or removed is renamed or
/// removed in the table too.
#[test]
fn the_table_names_the_modules_of_the_crate() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (module, groups) in LAYERS {
        let named = groups.concat();
        for name in
            std::iter::once(*module).chain(named.iter().map(|a| a.split("::").next().unwrap()))
        {
            assert!(
                src.join(name).is_dir() || src.join(format!("{name}.rs")).is_file(),
                "LAYERS names `{name}`, which is not a module of src/"
            );
        }
    }
}

#[test]
fn paths_are_found_in_groups_and_code_but_not_in_comments_or_literals() {
    let source = r##"use crate::{model::Tournament, pairing::{self, history::Competitor as C}};
// use crate::tui;
/* crate::cli
   /* nested */ crate::export */
let text = "crate::storage \" crate::trf";
let raw = r#"crate::edit "# ;
let c = '"'; let d = '\''; fn f<'a>(x: &'a str) {}
let v = crate::standings::standings(&t, 3);
macro_rules! m { () => { $crate::config::x } }
pub(crate) fn g() -> crate::rating::Rating {}
"##;
    let found: Vec<(usize, String)> = crate_paths(source)
        .into_iter()
        .map(|path| (path.line, path.segments.join("::")))
        .collect();
    let expected = [
        (1, "model::Tournament"),
        (1, "pairing::self"),
        (1, "pairing::history::Competitor"),
        (8, "standings::standings"),
        (10, "rating::Rating"),
    ];
    assert_eq!(
        found,
        expected.map(|(line, path)| (line, path.to_string())),
        "{source}"
    );
}

#[test]
fn a_forbidden_path_is_named_with_its_file_line_and_rule() {
    let source = "use crate::model::Tournament;\n\nfn f() { crate::pairing::pair(&request); }\n";
    assert_eq!(
        broken_rules("src/standings/mod.rs", "standings", source),
        ["src/standings/mod.rs:3: `crate::pairing::pair`: standings may use only model, rating"]
    );
    assert_eq!(
        broken_rules("src/cli/mod.rs", "cli", "use crate::tui::{run, app::App};"),
        [
            "src/cli/mod.rs:1: `crate::tui::app::App`: cli may use only files, model, config, rating, standings, norms, pairing, trf, registration, export, edit, storage, tui::run, tui::Options, tui::bench"
        ]
    );
    assert_eq!(
        broken_rules("src/wiki/mod.rs", "wiki", ""),
        ["src/wiki/mod.rs: module `wiki` has no layer: add it to LAYERS (and ARCHITECTURE.md)"]
    );
}
