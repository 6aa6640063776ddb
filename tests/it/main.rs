//! All integration tests in one binary: one link instead of forty, and the harness runs
//! every test of every module in parallel. Each module was a test file of its own; the
//! `*_support` modules and `trf_cli` are the helpers they share.

mod double_swiss_support;
mod dubov_support;
mod standings_support;
mod trf_cli;
mod tui_support;

mod cli_aro;
mod cli_session;
mod demo_outputs;
mod double_swiss_absolute;
mod double_swiss_hand;
mod double_swiss_reference;
mod dubov_aro;
mod dubov_example_6_2;
mod dubov_first_round;
mod dubov_hand;
mod dubov_properties;
mod dubov_trf;
mod dutch_property;
mod dutch_tournaments;
mod export_cli;
mod export_html;
mod export_snapshots;
mod export_text;
mod file_safety;
mod matching;
mod prizes_cli;
mod publish_site;
mod rating_math;
mod rating_report;
mod rating_tables;
mod registration_cli;
mod soak;
mod standings_fide_exercise;
mod standings_nine_rounds;
mod standings_rules;
mod storage_errors;
mod storage_fuzz;
mod trf_engine;
mod trf_errors;
mod trf_fuzz;
mod trf_roundtrip;
mod tui_keys;
mod tui_screens;
