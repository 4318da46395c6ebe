//! Changing one component of an owned reference in place: the text is spliced and the offsets of the layout
//! are moved, without parsing the reference again. Each change is checked before anything is written, so that
//! a refused change leaves the reference as it was.
//!
//! The checks are the builder's ([`crate::build`]): the new text against its component's rule (RFC 3986's), then
//! the constraints between components of §3.3 and §4.2, each error spanned in the text of the component at
//! fault.

use alloc::boxed::Box;
use alloc::string::String;
use core::ops::Range;

use super::{AuthorityLayout, Host, HostKind, IpLiteral, Layout, PathKind};
use crate::Span;
use crate::build::BuildError;
use crate::grammar::{Offset, after_scheme, input};
use crate::rfc3986::{Rfc3986, Rule, parse_rule};

/// An owned reference's text and layout, borrowed for one change.
pub(crate) struct Editor<'t> {
    pub(crate) text: &'t mut String,
    pub(crate) layout: &'t mut Layout,
}

/// `text` checked against `rule`, the error naming `component`.
fn check(component: &'static str, rule: Rule, text: &str) -> Result<(), BuildError> {
    parse_rule(rule, text).map(|_| ()).map_err(|error| BuildError::Component { component, error: Box::new(error) })
}

/// `offset` moved by `delta` bytes.
fn shifted(offset: usize, delta: isize) -> usize {
    offset.saturating_add_signed(delta)
}

/// The component at `offset` moved by `delta` bytes, or the absent one.
fn shifted_if_present(offset: Offset, delta: isize) -> Offset {
    offset.map(|offset| shifted(offset, delta))
}

impl HostKind {
    /// The kind of a parsed host.
    fn of(host: &Host<'_>) -> HostKind {
        match host {
            Host::IpLiteral(IpLiteral::Ipv6 { .. }) => HostKind::Ipv6,
            Host::IpLiteral(IpLiteral::Ipv6Zoned { .. }) => HostKind::Ipv6Zoned,
            Host::IpLiteral(IpLiteral::IpvFuture { .. }) => HostKind::IpvFuture,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::RegName(_) => HostKind::RegName,
        }
    }
}

/// Why `path` cannot follow an authority (§3.3: "When authority is present, the path must either be empty or
/// begin with a slash"), or `None` when it can.
fn path_after_authority(path: &str) -> Option<BuildError> {
    (!path.is_empty() && !path.starts_with('/'))
        .then(|| BuildError::PathAfterAuthority { span: Span::new(0, path.find('/').unwrap_or(path.len())) })
}

/// Why `path` cannot be the path of a reference without an authority (§3.3: it "cannot begin with two slash
/// characters"; §4.2: without a scheme, its first segment cannot hold a `:`), or `None` when it can.
fn path_without_authority(path: &str, has_scheme: bool) -> Option<BuildError> {
    if path.starts_with("//") {
        return Some(BuildError::PathStartsWithTwoSlashes { span: Span::new(0, 2) });
    }
    if has_scheme {
        return None;
    }
    let first = path.split('/').next().unwrap_or_default();
    first.find(':').map(|colon| BuildError::ColonInFirstSegment { span: Span::new(colon, colon + 1) })
}

/// The rule that derives `path` in a reference of this shape (§3, §4.2): what the parser would record.
fn path_kind(path: &str, has_authority: bool, has_scheme: bool) -> PathKind {
    if has_authority {
        PathKind::Abempty
    } else if path.is_empty() {
        PathKind::Empty
    } else if path.starts_with('/') {
        PathKind::Absolute
    } else if has_scheme {
        PathKind::Rootless
    } else {
        PathKind::Noscheme
    }
}

impl Editor<'_> {
    /// Where the hierarchical (or relative) part starts: after the scheme's `:`, or at the start.
    fn hier_start(&self) -> usize {
        after_scheme(self.layout.scheme_len)
    }

    /// Where the authority starts (after its `//`), when there is one.
    fn authority_start(&self) -> Option<usize> {
        self.layout.authority.map(|_| self.hier_start() + 2)
    }

    /// Where the path starts.
    fn path_start(&self) -> usize {
        self.hier_start() + self.layout.authority.map_or(0, |authority| 2 + authority.len)
    }

    fn path(&self) -> &str {
        self.text.get(self.path_start()..self.layout.path_end).unwrap_or_default()
    }

    /// Where the query ends: at the `#` of a fragment, or at the end.
    fn query_end(&self) -> usize {
        self.layout.fragment_start.get().map_or(self.text.len(), |fragment_start| fragment_start - 1)
    }

    /// Writes `new` over `range` of the text, and returns how far what follows it moved.
    fn splice(&mut self, range: Range<usize>, new: &str) -> isize {
        // A `String` holds at most `isize::MAX` bytes, so both lengths fit.
        let delta = isize::try_from(new.len()).unwrap_or(isize::MAX) - isize::try_from(range.len()).unwrap_or(0);
        self.text.replace_range(range, new);
        delta
    }

    /// Moves the offsets of the path's end, the query and the fragment by `delta`: after a change before the
    /// path's end.
    fn shift_from_path(&mut self, delta: isize) {
        self.layout.path_end = shifted(self.layout.path_end, delta);
        self.shift_from_query(delta);
    }

    /// Moves the offsets of the query and the fragment by `delta`: after a change of the path.
    fn shift_from_query(&mut self, delta: isize) {
        self.layout.query_start = shifted_if_present(self.layout.query_start, delta);
        self.layout.fragment_start = shifted_if_present(self.layout.fragment_start, delta);
    }

    /// Sets the scheme, or removes it (then the reference is a relative reference, whose path's first segment
    /// may hold no `:`, §4.2).
    pub(crate) fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
        let old = 0..after_scheme(self.layout.scheme_len);
        match scheme {
            Some(scheme) => {
                check("scheme", Rule::Scheme, scheme)?;
                let delta = self.splice(old, &[scheme, ":"].concat());
                self.layout.scheme_len = Offset::at(scheme.len());
                self.shift_from_path(delta);
            }
            None => {
                let shape = self.layout.authority.map_or_else(|| path_without_authority(self.path(), false), |_| None);
                if let Some(error) = shape {
                    return Err(error);
                }
                let delta = self.splice(old, "");
                self.layout.scheme_len = Offset::NONE;
                self.shift_from_path(delta);
            }
        }
        let has_authority = self.layout.authority.is_some();
        self.layout.path_kind = path_kind(self.path(), has_authority, scheme.is_some());
        Ok(())
    }

    /// Sets the userinfo, or removes it with its `@`; there must be an authority.
    pub(crate) fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
        let (Some(start), Some(mut authority)) = (self.authority_start(), self.layout.authority) else {
            return match userinfo {
                Some(_) => Err(BuildError::NeedsHost { component: "userinfo" }),
                None => Ok(()),
            };
        };
        let old = 0..authority.userinfo_len.get().map_or(0, |len| len + 1);
        let new = match userinfo {
            Some(userinfo) => {
                check("userinfo", Rule::Userinfo, userinfo)?;
                [userinfo, "@"].concat()
            }
            None => String::new(),
        };
        let delta = self.splice(start + old.start..start + old.end, &new);
        authority.userinfo_len = Offset::of(userinfo.map(str::len));
        authority.shift_from_host(delta);
        self.layout.authority = Some(authority);
        self.shift_from_path(delta);
        Ok(())
    }

    /// Sets the host, adding an authority (`//host`) where there is none, whose path must then be empty or
    /// begin with `/` (§3.3); or removes the authority, which must then have no userinfo and no port, and
    /// whose path may then not begin with `//` (§3.3) nor, without a scheme, hold a `:` in its first segment
    /// (§4.2).
    pub(crate) fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
        let has_scheme = self.layout.scheme_len.is_some();
        match (host, self.authority_start(), self.layout.authority) {
            (Some(host), start, authority) => {
                check("host", Rule::Host, host)?;
                let kind = crate::rfc3986::host::<Rfc3986>(input(host))
                    .map_or(HostKind::RegName, |(_, parsed)| HostKind::of(&parsed));
                match (start, authority) {
                    (Some(start), Some(mut authority)) => {
                        let old = start + authority.host_start..start + authority.host_end;
                        let delta = self.splice(old, host);
                        authority.host_end = authority.host_start + host.len();
                        authority.host_kind = kind;
                        authority.shift_from_port(delta);
                        self.layout.authority = Some(authority);
                        self.shift_from_path(delta);
                    }
                    _ => {
                        if let Some(error) = path_after_authority(self.path()) {
                            return Err(error);
                        }
                        let at = self.hier_start();
                        let delta = self.splice(at..at, &["//", host].concat());
                        self.layout.authority = Some(AuthorityLayout {
                            len: host.len(),
                            userinfo_len: Offset::NONE,
                            host_start: 0,
                            host_end: host.len(),
                            host_kind: kind,
                            port_start: Offset::NONE,
                        });
                        self.shift_from_path(delta);
                        self.layout.path_kind = PathKind::Abempty;
                    }
                }
            }
            (None, Some(start), Some(authority)) => {
                if authority.userinfo_len.is_some() {
                    return Err(BuildError::NeedsHost { component: "userinfo" });
                }
                if authority.port_start.is_some() {
                    return Err(BuildError::NeedsHost { component: "port" });
                }
                if let Some(error) = path_without_authority(self.path(), has_scheme) {
                    return Err(error);
                }
                let delta = self.splice(start - 2..start + authority.len, "");
                self.layout.authority = None;
                self.shift_from_path(delta);
                self.layout.path_kind = path_kind(self.path(), false, has_scheme);
            }
            (None, _, _) => {}
        }
        Ok(())
    }

    /// Sets the port (its digits, `*DIGIT`), or removes it with its `:`; there must be an authority.
    pub(crate) fn set_port(&mut self, port: Option<&str>) -> Result<(), BuildError> {
        let (Some(start), Some(mut authority)) = (self.authority_start(), self.layout.authority) else {
            return match port {
                Some(_) => Err(BuildError::NeedsHost { component: "port" }),
                None => Ok(()),
            };
        };
        let old = authority.port_start.get().map_or(authority.len, |port_start| port_start - 1)..authority.len;
        let new = match port {
            Some(port) => {
                check("port", Rule::Port, port)?;
                [":", port].concat()
            }
            None => String::new(),
        };
        let delta = self.splice(start + old.start..start + old.end, &new);
        authority.port_start = Offset::of(port.map(|_| old.start + 1));
        authority.len = shifted(authority.len, delta);
        self.layout.authority = Some(authority);
        self.shift_from_path(delta);
        Ok(())
    }

    /// Sets the path: a `path` (§3.3) of the rule the reference's shape asks for.
    pub(crate) fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
        check("path", Rule::Path, path)?;
        let has_scheme = self.layout.scheme_len.is_some();
        let has_authority = self.layout.authority.is_some();
        let shape = if has_authority { path_after_authority(path) } else { path_without_authority(path, has_scheme) };
        if let Some(error) = shape {
            return Err(error);
        }
        let start = self.path_start();
        let delta = self.splice(start..self.layout.path_end, path);
        self.layout.path_end = start + path.len();
        self.layout.path_kind = path_kind(path, has_authority, has_scheme);
        self.shift_from_query(delta);
        Ok(())
    }

    /// Sets the query, or removes it with its `?`.
    pub(crate) fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
        let old = match self.layout.query_start.get() {
            Some(query_start) => query_start - 1..self.query_end(),
            None => self.layout.path_end..self.layout.path_end,
        };
        let new = match query {
            Some(query) => {
                check("query", Rule::Query, query)?;
                ["?", query].concat()
            }
            None => String::new(),
        };
        let delta = self.splice(old.clone(), &new);
        self.layout.query_start = Offset::of(query.map(|_| old.start + 1));
        self.layout.fragment_start = shifted_if_present(self.layout.fragment_start, delta);
        Ok(())
    }

    /// Sets the fragment, or removes it with its `#`.
    pub(crate) fn set_fragment(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
        let old = self.layout.fragment_start.get().map_or(self.text.len(), |fragment_start| fragment_start - 1)
            ..self.text.len();
        let new = match fragment {
            Some(fragment) => {
                check("fragment", Rule::Fragment, fragment)?;
                ["#", fragment].concat()
            }
            None => String::new(),
        };
        self.splice(old.clone(), &new);
        self.layout.fragment_start = Offset::of(fragment.map(|_| old.start + 1));
        Ok(())
    }
}

impl AuthorityLayout {
    /// Moves the host, the port and the end by `delta`: after a change of the userinfo.
    fn shift_from_host(&mut self, delta: isize) {
        self.host_start = shifted(self.host_start, delta);
        self.host_end = shifted(self.host_end, delta);
        self.shift_from_port(delta);
    }

    /// Moves the port and the end by `delta`: after a change of the host.
    fn shift_from_port(&mut self, delta: isize) {
        self.port_start = shifted_if_present(self.port_start, delta);
        self.len = shifted(self.len, delta);
    }
}
