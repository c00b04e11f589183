#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Test of cross-build.sh's deb-src step (packaging/windows/add-deb-src.sh)
# against both ways of writing APT sources, each in an APT tree of its own
# (APT_CONFIG sets Dir::Etc to it; this machine's /etc/apt is only read,
# for the last case): a deb822 debian.sources with Signed-By as Debian
# 12's container images have it, with and without the one-line
# ratscrew-deb-src.list that earlier versions of the step left there
# (which APT refuses: "Conflicting values set for option Signed-By"); a
# one-line sources.list as debootstrap writes it, and one with
# [signed-by=...]; a deb822 Signed-By holding the key itself; sources
# that already have deb-src; sources without a Debian entry; a copy of
# this machine's sources. After the step APT must read the sources
# (`apt-get indextargets`, no network) and list a deb-src entry for each
# Debian deb entry of the release and for nothing else; the entries are
# written in the format of the ones they copy; a second run changes
# nothing.
#
#   packaging/windows/test-deb-src.sh [STEP]
#
# STEP: the program to test (default: add-deb-src.sh beside this script);
# it is run with --suite bookworm and APT_CONFIG set. Needs apt-get,
# apt-config and awk; no root, no network. CTest: packaging.deb-src.
# Exit status: 0 when every check passed, 1 when one failed, 77 (CTest's
# "skipped") without APT.

set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
step=${1:-$here/add-deb-src.sh}
if ! command -v apt-get >/dev/null || ! command -v apt-config >/dev/null; then
    echo "test-deb-src: no apt-get/apt-config here: skipped" >&2
    exit 77
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
checks=0
case_name=
fail() {
    printf 'FAIL [%s] %s\n' "$case_name" "$*"
    failures=$((failures + 1))
}
ok() { checks=$((checks + 1)); }
check() { # description command... : passes when the command succeeds
    local what=$1
    shift
    if "$@"; then ok; else fail "$what"; fi
}

keyring="$work/debian-archive-keyring.gpg"
: > "$keyring"

# A fresh APT tree named $1; prints its root. Files go in with put.
new_tree() {
    local root="$work/$1"
    mkdir -p "$root/etc/apt/sources.list.d" "$root/etc/apt/apt.conf.d" "$root/etc/apt/preferences.d" \
        "$root/etc/apt/trusted.gpg.d" "$root/lists/partial" "$root/cache/archives/partial"
    cat > "$root/apt.conf" <<EOF
Dir::Etc "$root/etc/apt";
Dir::State::Lists "$root/lists";
Dir::Cache "$root/cache";
EOF
    printf '%s\n' "$root"
}
apt_in() { # root apt-get arguments...
    local root=$1
    shift
    APT_CONFIG="$root/apt.conf" apt-get "$@"
}
# "TYPE URI RELEASE COMPONENT" of every index target APT would fetch,
# sorted; fails when APT cannot read the sources.
targets() { # root
    # shellcheck disable=SC2016 # $(...) are apt's fields
    apt_in "$1" indextargets --no-release-info --format '$(TARGET_OF) $(REPO_URI) $(RELEASE) $(COMPONENT)' | sort -u
}
reads_sources() { # root
    local out
    out=$(apt_in "$1" indextargets --no-release-info 2>&1 >/dev/null) && ! grep -q '^E:' <<<"$out"
}
run_step() { # root -> step's output in $root/step.out, its status in $root/step.status
    local status=0
    APT_CONFIG="$1/apt.conf" "$step" --suite bookworm > "$1/step.out" 2>&1 || status=$?
    echo "$status" > "$1/step.status"
    return "$status"
}
# The deb-src targets must be the deb targets of the release, as deb-src.
deb_src_mirrors_deb() { # root [release-regex]
    local root=$1 want got
    want=$(targets "$root" | awk -v re="${2:-^bookworm(-|\$)}" '$1 == "deb" && $3 ~ re { $1 = "deb-src"; print }' | sort -u)
    got=$(targets "$root" | awk '$1 == "deb-src"' | sort -u)
    if [ "$want" != "$got" ] || [ -z "$got" ]; then
        printf '  deb-src wanted:\n%s\n  deb-src APT lists:\n%s\n' "$want" "$got" | sed 's/^/    /'
        return 1
    fi
}
same_file() { cmp -s "$1" "$2"; }
no_file() { [ ! -e "$1" ]; }
has_line() { grep -sqxF -- "$2" "$1"; }
lacks_text() { ! grep -sqF -- "$2" "$1"; }
second_run_changes_nothing() { # root
    local root=$1 before
    before=$(cd "$root/etc/apt" && find . -type f -exec sha256sum {} + | sort)
    run_step "$root" || return 1
    [ ! -s "$root/step.out" ] || { sed 's/^/    /' "$root/step.out"; return 1; }
    [ "$before" = "$(cd "$root/etc/apt" && find . -type f -exec sha256sum {} + | sort)" ]
}
cannot_read_sources() { ! reads_sources "$1"; }
step_fails() { ! run_step "$1"; }
no_output() { [ ! -s "$1/step.out" ]; }
only_files() { # root names...: sources.list.d holds exactly these
    local root=$1
    shift
    [ "$(ls "$root/etc/apt/sources.list.d")" = "$(printf '%s\n' "$@")" ]
}
has_deb_src_for_bookworm() { targets "$1" | grep -qE '^deb-src [^ ]+ bookworm '; }
update_fetches_sources() { # root: the URIs apt-get update would fetch (none is fetched)
    apt_in "$1" -o Debug::NoLocking=1 --print-uris update 2>/dev/null | grep -q '/source/Sources'
}
show_step() { # root: the step's output, for a failure
    sed 's/^/    step: /' "$1/step.out"
}

debian_sources() { # as Debian 12's container images have it, and more
    cat <<EOF
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main non-free-firmware
Signed-By: $keyring

# Security updates
Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main non-free-firmware
Signed-By: $keyring

Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm-backports
Components: main
Signed-By: $keyring
Enabled: no
EOF
}
third_party_sources() {
    cat <<EOF
Types: deb
URIs: https://deb.example.org/node_20.x
Suites: nodistro
Components: main
Architectures: amd64
Signed-By: $work/example.gpg
EOF
}
# What earlier versions of cross-build.sh wrote.
old_oneline='deb-src http://deb.debian.org/debian bookworm main
deb-src http://deb.debian.org/debian-security bookworm-security main'

# --- deb822, with the one-line file an earlier version left ------------
case_name="deb822 + earlier one-line file"
root=$(new_tree deb822-old)
debian_sources > "$root/etc/apt/sources.list.d/debian.sources"
third_party_sources > "$root/etc/apt/sources.list.d/example.sources"
printf '%s\n' "$old_oneline" > "$root/etc/apt/sources.list.d/ratscrew-deb-src.list"
# The fixture is the bug: APT cannot read these sources.
check "APT reads the sources with the earlier one-line file (the fixture must not)" \
    cannot_read_sources "$root"
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each bookworm deb entry of Debian, none else" deb_src_mirrors_deb "$root"
check "the one-line file is gone" no_file "$root/etc/apt/sources.list.d/ratscrew-deb-src.list"
ours="$root/etc/apt/sources.list.d/ratscrew-deb-src.sources"
check "a deb822 file is written" test -f "$ours"
check "its stanzas are Types: deb-src" has_line "$ours" "Types: deb-src"
check "with the same Signed-By" has_line "$ours" "Signed-By: $keyring"
check "the disabled backports stanza is not copied" lacks_text "$ours" "bookworm-backports"
check "the third-party stanza is not copied" lacks_text "$ours" "nodistro"
check "a second run changes nothing" second_run_changes_nothing "$root"

# --- deb822 on a fresh machine -------------------------------------------
case_name="deb822 (Debian 12's debian.sources)"
root=$(new_tree deb822)
debian_sources > "$root/etc/apt/sources.list.d/debian.sources"
check "APT reads the fixture's sources" reads_sources "$root"
cp "$root/etc/apt/sources.list.d/debian.sources" "$work/debian.sources.before"
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each bookworm deb entry of Debian" deb_src_mirrors_deb "$root"
check "no one-line file is written" no_file "$root/etc/apt/sources.list.d/ratscrew-deb-src.list"
check "the machine's own file is left as it was" \
    same_file "$work/debian.sources.before" "$root/etc/apt/sources.list.d/debian.sources"
check "a second run changes nothing" second_run_changes_nothing "$root"
check "apt-get update would fetch Sources for the deb-src entries" update_fetches_sources "$root"

# --- deb822 with the key itself in Signed-By -----------------------------
case_name="deb822, key in Signed-By"
root=$(new_tree deb822-inline)
cat > "$root/etc/apt/sources.list.d/debian.sources" <<'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By:
 -----BEGIN PGP PUBLIC KEY BLOCK-----
 .
 mDMEZNRfNhYJKwYBBAHaRw8BAQdAbWFkZS11cC1rZXktZm9yLWEtdGVzdC1vbmx5
 =AAAA
 -----END PGP PUBLIC KEY BLOCK-----
EOF
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each deb entry" deb_src_mirrors_deb "$root"
check "the key's lines are copied" has_line "$root/etc/apt/sources.list.d/ratscrew-deb-src.sources" \
    " mDMEZNRfNhYJKwYBBAHaRw8BAQdAbWFkZS11cC1rZXktZm9yLWEtdGVzdC1vbmx5"

# --- one-line sources.list, as debootstrap writes it -------------------
case_name="one-line sources.list (debootstrap)"
root=$(new_tree oneline)
printf 'deb http://deb.debian.org/debian bookworm main\n' > "$root/etc/apt/sources.list"
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each deb entry" deb_src_mirrors_deb "$root"
ours="$root/etc/apt/sources.list.d/ratscrew-deb-src.list"
check "a one-line file is written" has_line "$ours" "deb-src http://deb.debian.org/debian bookworm main"
check "no deb822 file is written" no_file "$root/etc/apt/sources.list.d/ratscrew-deb-src.sources"
check "a second run changes nothing" second_run_changes_nothing "$root"

# --- one-line with signed-by and other options --------------------------
case_name="one-line with [signed-by=...]"
root=$(new_tree oneline-signed)
cat > "$root/etc/apt/sources.list" <<EOF
# deb cdrom:[Debian GNU/Linux 12.5.0 _Bookworm_]/ bookworm main
deb [arch=amd64 signed-by=$keyring] http://deb.debian.org/debian bookworm main contrib
deb [ signed-by=$keyring ] http://deb.debian.org/debian-security/ bookworm-security main # security
deb [signed-by=$work/example.gpg] https://deb.example.org/node_20.x nodistro main
EOF
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each bookworm deb entry" deb_src_mirrors_deb "$root"
ours="$root/etc/apt/sources.list.d/ratscrew-deb-src.list"
check "the options are kept" has_line "$ours" \
    "deb-src [arch=amd64 signed-by=$keyring] http://deb.debian.org/debian bookworm main contrib"
check "the options in spaced brackets are kept" has_line "$ours" \
    "deb-src [ signed-by=$keyring ] http://deb.debian.org/debian-security/ bookworm-security main"
check "the third-party line is not copied" lacks_text "$ours" "nodistro"
check "the commented cdrom line is not copied" lacks_text "$ours" "cdrom"

# --- both formats on one machine ----------------------------------------
case_name="deb822 and one-line together"
root=$(new_tree both)
debian_sources > "$root/etc/apt/sources.list.d/debian.sources"
printf 'deb [signed-by=%s] http://ftp.de.debian.org/debian bookworm main\n' "$keyring" \
    > "$root/etc/apt/sources.list.d/mirror.list"
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "APT reads the sources after the step" reads_sources "$root"
check "deb-src entries: one for each bookworm deb entry" deb_src_mirrors_deb "$root"
check "the deb822 entries go to a deb822 file" lacks_text "$root/etc/apt/sources.list.d/ratscrew-deb-src.sources" "ftp.de"
check "the one-line entries go to a one-line file" has_line "$root/etc/apt/sources.list.d/ratscrew-deb-src.list" \
    "deb-src [signed-by=$keyring] http://ftp.de.debian.org/debian bookworm main"

# --- deb-src already there ----------------------------------------------
case_name="deb-src already there"
root=$(new_tree has-deb-src)
debian_sources | sed '0,/^Types: deb$/s//Types: deb deb-src/' > "$root/etc/apt/sources.list.d/debian.sources"
if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
check "nothing is said" no_output "$root"
check "nothing is written" only_files "$root" debian.sources

# --- no Debian entry ------------------------------------------------------
case_name="no Debian entry"
root=$(new_tree none)
third_party_sources > "$root/etc/apt/sources.list.d/example.sources"
check "the step fails" step_fails "$root"
check "and says why" grep -q "no deb entry for bookworm" "$root/step.out"
check "nothing is written" only_files "$root" example.sources
check "APT still reads the sources" reads_sources "$root"

# --- a copy of this machine's sources -----------------------------------
case_name="this machine's sources"
root=$(new_tree host)
host_list=$(apt-config shell x Dir::Etc::sourcelist/f | sed -n "s/^x='\(.*\)'\$/\1/p")
host_parts=$(apt-config shell x Dir::Etc::sourceparts/d | sed -n "s/^x='\(.*\)'\$/\1/p")
[ -f "$host_list" ] && cp "$host_list" "$root/etc/apt/sources.list"
if [ -d "$host_parts" ]; then
    find "$host_parts" -maxdepth 1 -type f \( -name '*.list' -o -name '*.sources' \) \
        ! -name 'ratscrew-deb-src.*' -exec cp {} "$root/etc/apt/sources.list.d/" \;
fi
if targets "$root" 2>/dev/null | grep -qE '^deb [^ ]+ bookworm(-[a-z]+)? '; then
    if run_step "$root"; then ok; else fail "the step failed"; show_step "$root"; fi
    check "APT reads the sources after the step" reads_sources "$root"
    check "a deb-src entry for bookworm" has_deb_src_for_bookworm "$root"
    check "a second run changes nothing" second_run_changes_nothing "$root"
else
    echo "note: this machine's sources have no bookworm entry; only the fixtures above were tested"
fi

echo "test-deb-src: $checks passed, $failures failed (step: $step)"
[ "$failures" -eq 0 ]
