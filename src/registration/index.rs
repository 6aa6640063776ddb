//! The index of a FIDE list: built once into a small file beside the list
//! (`LIST.arbiter-index`) and rebuilt when the list changes (another size or
//! modification time), it holds the byte offset of every player's record sorted by
//! FIDE id and by name, so a lookup reads a few dozen small pieces of the two files
//! instead of the whole list.
//!
//! Layout (little-endian): the magic `ARBIDX01`, the list's size (u64), its modification
//! time (seconds u64, nanoseconds u32), the format (u32: 0 TXT, 1 XML), the number of
//! entries (u64); then one (FIDE id u32, offset u32) pair a player sorted by id, then
//! one offset (u32) a player sorted by [`name_key`] and id. 12 bytes a player: 12 MB
//! for a million.

use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use super::fide_txt::{self, Layout};
use super::{ListFormat, ListedPlayer, RegistrationError, fide_xml, for_each_listed, name_key};

/// Appended to the list's file name for its index.
pub const INDEX_SUFFIX: &str = ".arbiter-index";

const MAGIC: &[u8; 8] = b"ARBIDX01";
const HEADER_LEN: u64 = 8 + 8 + 8 + 4 + 4 + 8;

/// What identifies the version of the list an index was built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    size: u64,
    seconds: u64,
    nanos: u32,
}

impl Stamp {
    fn of(path: &Path) -> Result<Stamp, RegistrationError> {
        let metadata = std::fs::metadata(path).map_err(|e| RegistrationError::read(path, e))?;
        let modified = metadata
            .modified()
            .ok()
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .unwrap_or_default();
        Ok(Stamp {
            size: metadata.len(),
            seconds: modified.as_secs(),
            nanos: modified.subsec_nanos(),
        })
    }
}

/// A FIDE list opened with its index, for lookups by FIDE id or name prefix.
#[derive(Debug)]
pub struct RatingListIndex {
    list_path: PathBuf,
    list: File,
    index: File,
    /// The TXT list's columns, from its header (`None` for the XML list).
    layout: Option<Layout>,
    entries: u64,
}

fn index_path(list: &Path) -> PathBuf {
    let mut name = list.as_os_str().to_owned();
    name.push(INDEX_SUFFIX);
    PathBuf::from(name)
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"))
}

fn read_u64(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}

impl RatingListIndex {
    /// Opens `list` with its index, building the index first when it is missing or was
    /// built from another version of the list; says whether it was built.
    pub fn open(list: &Path) -> Result<(RatingListIndex, bool), RegistrationError> {
        let stamp = Stamp::of(list)?;
        let path = index_path(list);
        if let Some(index) = Self::open_built(list, &path, stamp)? {
            return Ok((index, false));
        }
        build(list, &path, stamp)?;
        let index = Self::open_built(list, &path, stamp)?.ok_or_else(|| {
            RegistrationError::format(&path, "the index just written cannot be read back")
        })?;
        Ok((index, true))
    }

    fn open_built(
        list_path: &Path,
        path: &Path,
        stamp: Stamp,
    ) -> Result<Option<RatingListIndex>, RegistrationError> {
        // An index that cannot be read (missing, or a FIFO planted in its place) is
        // built again, and its writing refuses what is not a regular file.
        let Ok(mut index) = crate::files::open_regular(path) else {
            return Ok(None);
        };
        let mut header = [0; HEADER_LEN as usize];
        if index.read_exact(&mut header).is_err() || &header[..8] != MAGIC {
            return Ok(None);
        }
        let built_from = Stamp {
            size: read_u64(&header, 8),
            seconds: read_u64(&header, 16),
            nanos: read_u32(&header, 24),
        };
        let format = match read_u32(&header, 28) {
            0 => ListFormat::FixedWidth,
            1 => ListFormat::Xml,
            _ => return Ok(None),
        };
        let entries = read_u64(&header, 32);
        let complete = index
            .metadata()
            .is_ok_and(|m| m.len() == HEADER_LEN + entries * 12);
        if built_from != stamp || !complete {
            return Ok(None);
        }
        let list = crate::files::open_regular(list_path)
            .map_err(|e| RegistrationError::read(list_path, e))?;
        let layout = match format {
            ListFormat::FixedWidth => {
                Some(fide_txt::read_layout(list_path, &mut BufReader::new(&list))?.0)
            }
            ListFormat::Xml => None,
        };
        Ok(Some(RatingListIndex {
            list_path: list_path.to_path_buf(),
            list,
            index,
            layout,
            entries,
        }))
    }

    /// Players in the list.
    pub fn len(&self) -> u64 {
        self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    fn index_bytes(&self, at: u64, buffer: &mut [u8]) -> Result<(), RegistrationError> {
        let mut file = &self.index;
        file.seek(SeekFrom::Start(at))
            .and_then(|_| file.read_exact(buffer))
            .map_err(|e| RegistrationError::read(&index_path(&self.list_path), e))
    }

    /// The (FIDE id, offset) of the `position`-th player in id order.
    fn by_id_entry(&self, position: u64) -> Result<(u32, u32), RegistrationError> {
        let mut pair = [0; 8];
        self.index_bytes(HEADER_LEN + position * 8, &mut pair)?;
        Ok((read_u32(&pair, 0), read_u32(&pair, 4)))
    }

    /// The offset of the `position`-th player in name order.
    fn by_name_entry(&self, position: u64) -> Result<u32, RegistrationError> {
        let mut offset = [0; 4];
        self.index_bytes(HEADER_LEN + self.entries * 8 + position * 4, &mut offset)?;
        Ok(read_u32(&offset, 0))
    }

    /// The player whose record starts at `offset` in the list.
    fn record(&self, offset: u32) -> Result<ListedPlayer, RegistrationError> {
        let mut file = &self.list;
        file.seek(SeekFrom::Start(offset.into()))
            .map_err(|e| RegistrationError::read(&self.list_path, e))?;
        let mut reader = BufReader::with_capacity(1024, file);
        match &self.layout {
            Some(layout) => fide_txt::read_at(&self.list_path, layout, &mut reader, offset.into()),
            None => fide_xml::read_at(&self.list_path, reader, offset.into()),
        }
    }

    /// The first position in `0..entries` at which `is_after` holds (it holds from
    /// some position on).
    fn partition(
        &self,
        mut is_after: impl FnMut(u64) -> Result<bool, RegistrationError>,
    ) -> Result<u64, RegistrationError> {
        let (mut low, mut high) = (0, self.entries);
        while low < high {
            let middle = low + (high - low) / 2;
            if is_after(middle)? {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        Ok(low)
    }

    pub fn by_fide_id(&self, fide_id: u64) -> Result<Option<ListedPlayer>, RegistrationError> {
        let position = self.partition(|at| Ok(u64::from(self.by_id_entry(at)?.0) >= fide_id))?;
        if position == self.entries {
            return Ok(None);
        }
        let (id, offset) = self.by_id_entry(position)?;
        if u64::from(id) != fide_id {
            return Ok(None);
        }
        self.record(offset).map(Some)
    }

    /// Up to `limit` players whose name starts with `prefix` (compared as [`name_key`]s),
    /// in name order.
    pub fn by_name_prefix(
        &self,
        prefix: &str,
        limit: usize,
    ) -> Result<Vec<ListedPlayer>, RegistrationError> {
        let prefix = name_key(prefix);
        let first = self.partition(|at| {
            let player = self.record(self.by_name_entry(at)?)?;
            Ok(name_key(&player.name) >= prefix)
        })?;
        let mut found = Vec::new();
        for position in first..self.entries {
            if found.len() == limit {
                break;
            }
            let player = self.record(self.by_name_entry(position)?)?;
            if !name_key(&player.name).starts_with(&prefix) {
                break;
            }
            found.push(player);
        }
        Ok(found)
    }

    /// What an arbiter types in a lookup field: digits are a FIDE id, anything else the
    /// start of a name.
    pub fn lookup(
        &self,
        query: &str,
        limit: usize,
    ) -> Result<Vec<ListedPlayer>, RegistrationError> {
        let query = query.trim();
        match query.parse::<u64>() {
            Ok(fide_id) => Ok(self.by_fide_id(fide_id)?.into_iter().collect()),
            Err(_) if query.is_empty() => Ok(Vec::new()),
            Err(_) => self.by_name_prefix(query, limit),
        }
    }
}

/// Reads the whole list once and writes its index ([`crate::files::replace`]: a killed
/// build leaves no half index, and nothing planted beside the list is written through).
fn build(list: &Path, path: &Path, stamp: Stamp) -> Result<(), RegistrationError> {
    let too_large = || {
        RegistrationError::format(
            list,
            "the list is larger than 4 GB, which the index cannot address",
        )
    };
    if stamp.size > u64::from(u32::MAX) {
        return Err(too_large());
    }
    let mut by_id: Vec<(u32, u32)> = Vec::new();
    let mut by_name: Vec<(String, u32, u32)> = Vec::new();
    let format = for_each_listed(list, |offset, player| {
        let id = u32::try_from(player.fide_id).map_err(|_| {
            RegistrationError::format(
                list,
                format!(
                    "the FIDE id {} at byte {offset} has more than 9 digits",
                    player.fide_id
                ),
            )
        })?;
        let offset = u32::try_from(offset).map_err(|_| too_large())?;
        by_id.push((id, offset));
        by_name.push((name_key(&player.name), id, offset));
        Ok(())
    })?;
    by_id.sort_unstable();
    by_name.sort_unstable();
    let mut bytes = Vec::with_capacity(HEADER_LEN as usize + by_id.len() * 12);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&stamp.size.to_le_bytes());
    bytes.extend_from_slice(&stamp.seconds.to_le_bytes());
    bytes.extend_from_slice(&stamp.nanos.to_le_bytes());
    let format_code: u32 = match format {
        ListFormat::FixedWidth => 0,
        ListFormat::Xml => 1,
    };
    bytes.extend_from_slice(&format_code.to_le_bytes());
    bytes.extend_from_slice(&(by_id.len() as u64).to_le_bytes());
    for (id, offset) in &by_id {
        bytes.extend_from_slice(&id.to_le_bytes());
        bytes.extend_from_slice(&offset.to_le_bytes());
    }
    for (_, _, offset) in &by_name {
        bytes.extend_from_slice(&offset.to_le_bytes());
    }
    crate::files::replace(path, &bytes, None).map_err(|source| RegistrationError::WriteIndex {
        path: path.to_path_buf(),
        source,
    })
}
