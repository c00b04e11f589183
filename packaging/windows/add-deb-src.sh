#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Adds the deb-src entries that `apt-get source` needs (cross-build.sh
# fetches Qt's sources with it) for the Debian archive entries APT already
# has, written the way those are written:
#
#   - each deb822 stanza (a *.sources file: Debian 12's container images
#     and this project's machines have
#     /etc/apt/sources.list.d/debian.sources) is copied to
#     ratscrew-deb-src.sources with `Types: deb-src`, its Signed-By and
#     every other field kept. APT refuses a deb-src entry whose Signed-By
#     differs from the deb entry of the same URI and suite ("Conflicting
#     values set for option Signed-By ... The list of sources could not be
#     read"), and then every apt command fails;
#   - each one-line `deb [options] URI suite components` (sources.list,
#     *.list) is copied to ratscrew-deb-src.list as `deb-src`, with the
#     same options (signed-by among them).
#
#   packaging/windows/add-deb-src.sh [--suite NAME] [--update]
#
#   --suite NAME   the release whose entries are copied: NAME and NAME-*
#                  (NAME-updates, NAME-security); default: VERSION_CODENAME
#                  of /etc/os-release, else bookworm
#   --update       run `apt-get update` when an entry was added, or when
#                  APT has not fetched the release's Sources yet
#
# Does nothing when APT already has a deb-src entry for that release
# (besides its own files). Its own files (ratscrew-deb-src.*, also the
# one-line file that earlier versions of cross-build.sh wrote and that
# breaks APT on a deb822 machine) are made afresh; each is written whole
# (a temporary file renamed). Afterwards APT must read the sources and
# list a deb-src entry for the release, else its own files are put back as
# they were and it fails with APT's message. Which files APT reads comes
# from apt-config (Dir::Etc, Dir::Etc::sourcelist, Dir::Etc::sourceparts),
# so APT_CONFIG and `-o` options point it at another tree (as
# packaging/windows/test-deb-src.sh does). Writes with sudo when the
# folder is not writable and it is not run as root.
#
# Output: one line per file written or removed. Exit status: 0 when APT
# has deb-src entries for the release, 1 on an error, 2 on a wrong
# argument.

set -euo pipefail

die() { printf 'add-deb-src.sh: %s\n' "$*" >&2; exit 1; }

suite=
update=0
while [ $# -gt 0 ]; do
    case "$1" in
        --suite)
            [ $# -ge 2 ] || { echo "add-deb-src.sh: --suite needs a name" >&2; exit 2; }
            suite=$2
            shift 2
            ;;
        --update) update=1; shift ;;
        -h | --help) sed -n '3,42p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "add-deb-src.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
done
if [ -z "$suite" ]; then
    # shellcheck disable=SC1091 # the machine's, read when there is one
    suite=$(. /etc/os-release 2>/dev/null && printf '%s' "${VERSION_CODENAME:-}") || suite=
    suite=${suite:-bookworm}
fi
case "$suite" in
    *[!a-z0-9.-]* | "") echo "add-deb-src.sh: '$suite' is no release name" >&2; exit 2 ;;
esac

command -v apt-config >/dev/null || die "apt-config not found: this is no Debian-like system"
sourcelist=
sourceparts=
eval "$(apt-config shell sourcelist Dir::Etc::sourcelist/f sourceparts Dir::Etc::sourceparts/d)"
[ -n "$sourceparts" ] || die "apt-config names no Dir::Etc::sourceparts folder"
sourceparts=${sourceparts%/}
ours_deb822="$sourceparts/ratscrew-deb-src.sources"
ours_oneline="$sourceparts/ratscrew-deb-src.list"

# The machine's own source files, ours left out.
deb822_files=()
oneline_files=()
[ -f "$sourcelist" ] && oneline_files+=("$sourcelist")
if [ -d "$sourceparts" ]; then
    for f in "$sourceparts"/*.sources; do
        [ -f "$f" ] && [ "$f" != "$ours_deb822" ] && deb822_files+=("$f")
    done
    for f in "$sourceparts"/*.list; do
        [ -f "$f" ] && [ "$f" != "$ours_oneline" ] && oneline_files+=("$f")
    done
fi

# deb822: prints each enabled stanza with Types deb and a suite of the
# release as a deb-src stanza (only the release's suites kept, comments
# dropped, every other field as it is, continuation lines too); with
# mode=has, prints "yes" if a stanza already has deb-src for the release.
# shellcheck disable=SC2016 # an awk program: its $ are awk's
deb822_awk='
function flush(   n, i, t, s, out, keep, hasdeb, hassrc) {
    if (nl == 0) return
    gsub(/^[ \t]+/, "", types); gsub(/^[ \t]+/, "", suites)
    n = split(types, t, /[ \t]+/)
    for (i = 1; i <= n; i++) { if (t[i] == "deb") hasdeb = 1; if (t[i] == "deb-src") hassrc = 1 }
    n = split(suites, s, /[ \t]+/)
    keep = ""
    for (i = 1; i <= n; i++)
        if (s[i] == rel || index(s[i], rel "-") == 1) keep = keep (keep == "" ? "" : " ") s[i]
    if (tolower(enabled) != "no" && keep != "") {
        if (mode == "has" && hassrc) found = 1
        if (mode == "copy" && hasdeb) {
            if (stanzas++) print ""
            print "# from " from
            for (i = 1; i <= nl; i++) {
                if (name[i] == "types") print "Types: deb-src"
                else if (name[i] == "suites") print "Suites: " keep
                else if (name[i] != "types+" && name[i] != "suites+") print line[i]
            }
        }
    }
    nl = 0; types = ""; suites = ""; enabled = ""; field = ""
}
FNR == 1 { flush() }
/^#/ { next }
/^[ \t]*$/ { flush(); next }
/^[ \t]/ {
    if (nl == 0) next
    line[++nl] = $0
    name[nl] = field "+"
    if (field == "types") types = types " " $0
    if (field == "suites") suites = suites " " $0
    next
}
{
    if (nl == 0) from = FILENAME
    field = tolower(substr($0, 1, index($0, ":") - 1))
    gsub(/[ \t]+$/, "", field)
    line[++nl] = $0
    name[nl] = field
    value = substr($0, index($0, ":") + 1)
    gsub(/^[ \t]+|[ \t]+$/, "", value)
    if (field == "types") types = value
    else if (field == "suites") suites = value
    else if (field == "enabled") enabled = value
}
END { flush(); if (mode == "has" && found) print "yes" }
'
# One-line: `deb [options] URI suite components...` -> deb-src, options
# kept; with mode=has, prints "yes" for a deb-src line of the release.
# shellcheck disable=SC2016 # an awk program: its $ are awk's
oneline_awk='
{ sub(/#.*/, ""); sub(/[ \t]+$/, "") }
$1 == "deb" || $1 == "deb-src" {
    type = $1
    rest = substr($0, index($0, type) + length(type))
    opts = ""
    if (match(rest, /^[ \t]*\[[^]]*\]/)) { opts = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH) }
    gsub(/^[ \t]+/, "", opts)
    n = split(rest, w, /[ \t]+/)
    # w[1] is empty when rest starts with a blank
    first = (w[1] == "") ? 2 : 1
    if (n < first + 2) next
    s = w[first + 1]
    if (s != rel && index(s, rel "-") != 1) next
    if (type == "deb-src") { found = 1; next }
    if (mode != "copy") next
    out = "deb-src"
    if (opts != "") out = out " " opts
    for (i = first; i <= n; i++) out = out " " w[i]
    if (!(out in seen)) { seen[out] = 1; print out }
}
END { if (mode == "has" && found) print "yes" }
'
run_awk() { # program mode files... (none: nothing printed)
    local program=$1 mode=$2
    shift 2
    [ $# -gt 0 ] || return 0
    awk -v rel="$suite" -v mode="$mode" "$program" "$@"
}

as_root_if_needed() { # runs "$@" as root unless the folder is writable
    if [ -w "$sourceparts" ] || [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
remove() { # file
    if [ -e "$1" ]; then
        as_root_if_needed rm -f "$1"
        echo "removed $1"
        changed=1
    fi
}
write() { # file content (empty: the file is removed)
    local file=$1 content=$2 tmp
    if [ -z "$content" ]; then
        remove "$file"
        return
    fi
    if [ -f "$file" ] && [ "$(cat "$file")" = "$content" ]; then
        return
    fi
    tmp=$(mktemp)
    printf '%s\n' "$content" > "$tmp"
    # A name APT ignores (no .list or .sources ending) until the rename.
    if ! as_root_if_needed install -m 0644 "$tmp" "$file.ratscrew-new" ||
        ! as_root_if_needed mv -f "$file.ratscrew-new" "$file"; then
        rm -f "$tmp"
        die "could not write $file"
    fi
    rm -f "$tmp"
    echo "wrote $file"
    changed=1
}

changed=0
has=$(run_awk "$deb822_awk" has "${deb822_files[@]}")$(run_awk "$oneline_awk" has "${oneline_files[@]}")
if [ -n "$has" ]; then
    want_deb822=
    want_oneline=
else
    want_deb822=$(run_awk "$deb822_awk" copy "${deb822_files[@]}")
    want_oneline=$(run_awk "$oneline_awk" copy "${oneline_files[@]}")
    if [ -z "$want_deb822$want_oneline" ]; then
        die "APT has no deb entry for $suite (in ${sourcelist:-no sources.list} or $sourceparts/*.sources, *.list) to add deb-src entries for"
    fi
    if [ -n "$want_oneline" ]; then
        want_oneline="# deb-src entries for apt-get source (Ratscrew's packaging/windows/cross-build.sh), as the deb ones
$want_oneline"
    fi
    if [ -n "$want_deb822" ]; then
        want_deb822="# deb-src entries for apt-get source (Ratscrew's packaging/windows/cross-build.sh), as the deb ones
$want_deb822"
    fi
fi

# What is there now, to put back if APT cannot read the result.
backup=$(mktemp -d)
trap 'rm -rf "$backup"' EXIT
for f in "$ours_deb822" "$ours_oneline"; do
    [ -f "$f" ] && cp -p "$f" "$backup/$(basename "$f")"
done

write "$ours_deb822" "$want_deb822"
write "$ours_oneline" "$want_oneline"

# shellcheck disable=SC2016 # $(...) are apt's fields, not the shell's
if ! targets=$(apt-get indextargets --no-release-info --format '$(TARGET_OF) $(RELEASE)' 2>&1) ||
    ! grep -qE "^deb-src $suite(-|\$)" <<<"$targets"; then
    if [ "$changed" -eq 1 ]; then
        for f in "$ours_deb822" "$ours_oneline"; do
            if [ -f "$backup/$(basename "$f")" ]; then
                as_root_if_needed cp -p "$backup/$(basename "$f")" "$f"
            else
                as_root_if_needed rm -f "$f"
            fi
        done
        echo "add-deb-src.sh: put $ours_deb822 and $ours_oneline back as they were" >&2
    fi
    printf '%s\n' "$targets" | grep -E '^(E|W):' >&2 || true
    die "APT lists no deb-src entry for $suite"
fi

# The Sources indexes APT has fetched (without --no-release-info,
# indextargets lists only those).
# shellcheck disable=SC2016 # $(...) are apt's fields, not the shell's
fetched() { apt-get indextargets --format '$(TARGET_OF) $(RELEASE)' 2>/dev/null | grep -qE "^deb-src $suite(-|\$)"; }
if [ "$update" -eq 1 ] && { [ "$changed" -eq 1 ] || ! fetched; }; then
    if [ "$(id -u)" -eq 0 ]; then apt-get update -q; else sudo apt-get update -q; fi
fi
