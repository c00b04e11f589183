#!/usr/bin/env python3
"""Checks translations/*.ts against translations/GLOSSARY.md.

usage: check_glossary.py SOURCE_DIR [--glossary FILE] [LANG...]

Every word the check looks for comes from GLOSSARY.md (by default
SOURCE_DIR/translations/GLOSSARY.md); "How the check reads this page" there
says how its tables are read. It fails (exit 1, one line per finding) when a
translation
  - does not use a term's word where its English source names the term
    (the term tables, the slap patterns among them, longest term first),
  - uses a rejected variant,
  - names a pattern differently from ratscrew::GameText, or GameText
    differs from the glossary,
  - breaks a convention of its language: the other register's words, the
    other ellipsis style, "...", a pattern's name given as an argument
    outside the language's quotes, a rejected character,
  - loses or adds a placeholder, has the wrong number of plural forms or
    drops %n where the language may not,
  - is a table pill (a challenge's chances, a sit-out count) that does not
    put its number first.
Obsolete and vanished messages are not checked."""
import argparse
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET
from typing import NamedTuple

LANGS = ['de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt_BR']
TERM_SECTIONS = ['Game terms', 'Slap patterns', 'Settings pages', 'German suits']
COMPOUNDING = {'de', 'nl'}  # a word also matches as the last part of a compound


# --- reading GLOSSARY.md ---------------------------------------------------

def sections(text):
    """{section title: list of tables}, a table being a list of {header: cell}."""
    result, title, table, header = {}, None, None, None
    for line in text.splitlines():
        if line.startswith('## '):
            title, table, header = line[3:].strip(), None, None
            result[title] = []
            continue
        if not line.startswith('|') or title is None:
            table, header = None, None
            continue
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if header is None:
            header, table = cells, []
            result[title].append(table)
        elif all(set(c) <= set('-: ') for c in cells):
            continue
        else:
            table.append(dict(zip(header, cells)))
    return result


FLAGS = re.compile(r'\*\(([^)]*)\)\*')


def forms_of(cell):
    """The accepted forms of a cell: notes in parentheses dropped, ' / ' splits."""
    cell = FLAGS.sub('', cell)
    cell = re.sub(r'\s*\([^)]*\)', '', cell).strip()
    if cell in ('', '—'):
        return []
    return [f.strip() for f in cell.split(' / ') if f.strip()]


def flags_of(cell):
    found = FLAGS.search(cell)
    return [f.strip() for f in found.group(1).split(',')] if found else []


class Words:
    """Turns a cell's forms into a regex for one language."""

    def __init__(self, endings):
        self.endings = endings

    def word(self, lang, word, first, exact=False):
        if lang == 'ja':
            return re.escape(word)
        if word.endswith('-') and len(word) > 1:
            core = re.escape(word[:-1]) + r'\w*'
        else:
            ends = [] if exact else sorted(self.endings.get(lang, []), key=len, reverse=True)
            core = re.escape(word) + ('(?:' + '|'.join(map(re.escape, ends)) + ')?' if ends else '')
        lead = r'\w*' if first and lang in COMPOUNDING and word[:1].isalpha() else ''
        return r'(?<![\w])' + lead + core + r'(?![\w])'

    def regex(self, lang, forms, compound=True, exact=False):
        alts = []
        for f in forms:
            words = f.split()
            parts = [self.word(lang, w, compound and i == 0, exact) for i, w in enumerate(words)]
            alts.append((r'\s+' if lang != 'ja' else r'\s*').join(parts))
        return '|'.join(f'(?:{a})' for a in alts) if alts else None


class Term(NamedTuple):
    """A row of a term table, read once."""
    name: str            # the English cell's first form
    english: re.Pattern  # where a source names it (with the row's case flag)
    excluded: tuple      # English phrases in which it is not meant (*(not: …)*)
    words: dict          # lang -> regex of the accepted forms
    forms: dict          # lang -> the accepted forms, as the cell lists them
    length: int          # its longest English form: longer terms are read first


class Rejected(NamedTuple):
    regex: str
    term: str
    unless: str | None   # a regex of the English source that allows it
    listed: str          # the rejected forms, as the cell lists them


class Glossary:
    def __init__(self, path):
        tables = sections(open(path, encoding='utf-8').read())
        self.endings = {row['Language']: forms_of(row['Endings'])
                        for t in tables.get('Endings', []) for row in t}
        words = Words(self.endings)
        self.terms = []      # Term, longest first
        self.patterns = {}   # English name -> {lang: first form}
        for title in TERM_SECTIONS:
            for table in tables.get(title, []):
                for row in table:
                    english = forms_of(row['English'])
                    flags = flags_of(row['English'])
                    if not english:
                        continue
                    en = words.regex('en', english, compound=False, exact='exact' in flags)
                    excluded = tuple(p for f in flags if f.startswith('not:') for p in f[4:].strip().split(' / '))
                    per = {l: forms_of(row.get(l, '')) for l in LANGS}
                    self.terms.append(Term(english[0], re.compile(en, 0 if 'case' in flags else re.I), excluded,
                                           {l: words.regex(l, f) for l, f in per.items() if f}, per,
                                           max(map(len, english))))
                    if title == 'Slap patterns':
                        self.patterns[english[0]] = {l: f[0] for l, f in per.items() if f}
        self.terms.sort(key=lambda t: -t.length)
        self.rejected = {l: [] for l in LANGS}  # lang -> [Rejected]
        for table in tables.get('Rejected variants', []):
            for row in table:
                lang = row['Language']
                bad = forms_of(row['Rejected'])
                if lang not in self.rejected or not bad:
                    continue
                unless = forms_of(row.get('Unless the English says', ''))
                self.rejected[lang].append(Rejected(words.regex(lang, bad, compound=False), row['Term'],
                                                    words.regex('en', unless, compound=False) if unless else None,
                                                    ' / '.join(bad)))
        self.conventions = {}
        for table in tables.get('Conventions', []):
            for row in table:
                lang = row['Language']
                quotes = row['Quotes'].split('…')
                plural = row['Plural forms']
                self.conventions[lang] = {
                    'not': [(re.compile(r'(?<!\w)' + re.escape(w) + r'(?!\w)'), w) for w in forms_of(row['Not'])],
                    'ellipsis_space': row['Ellipsis'].startswith('space'),
                    'quotes': (quotes[0], quotes[1]) if len(quotes) == 2 else None,
                    'plurals': int(re.match(r'\d+', plural).group(0)),
                    'one_in_words': 'one in words' in plural,
                    'characters': forms_of(row.get('Characters', '')),
                }
        missing = [l for l in LANGS if l not in self.conventions]
        if not self.terms or not self.patterns or missing:
            raise SystemExit(f'{path}: no term tables, slap patterns or conventions for {missing}')


# --- reading the .ts files -------------------------------------------------

def messages(path):
    for ctx in ET.parse(path).getroot().iter('context'):
        name = ctx.findtext('name')
        for m in ctx.iter('message'):
            t = m.find('translation')
            if t is None or t.get('type') in ('obsolete', 'vanished'):
                continue
            plural = m.get('numerus') == 'yes'
            forms = [f.text or '' for f in t.findall('numerusform')] if plural else [t.text or '']
            comment = ' '.join(filter(None, [m.findtext('comment'), m.findtext('extracomment')]))
            yield name, m.findtext('source') or '', comment, forms, plural


MNEMONIC = re.compile(r'\(&[^)]\)|&(?=\S)')
# Japanese keeps these half-width: a mnemonic "(&B)", a file filter
# "(*.csv)", markup and addresses.
KEEP = re.compile(r'\(&[^)]\)|\(\*[^)]*\)|<[^>]*>|https?://\S+')
MARKUP = re.compile(r'<[^>]*>')
PLACEHOLDER = re.compile(r'%L?\d')


def plain(text):
    return MARKUP.sub(' ', MNEMONIC.sub('', text or ''))


# The table's pills with a count (a challenge's chances, a seat's sit-out):
# the number comes first, so that a pill cut short with "…" keeps it. At
# most PILL_LEAD characters (after a leading "▶ ") may stand before it: nl
# "nog ", ja "残り" / "あと".
PILL_CONTEXTS = ('ratscrew::TableRenderer', 'ratscrew::TableStillLayer')
PILL_SOURCE = re.compile(r'^(▶ )?[^%]*(·|:) %n (chance|card)')
PILL_LEAD = 4
PATTERN_ARGUMENT = re.compile(r"%(\d) is (?:the name of a slap pattern|a pattern's name)")


def check_file(path, lang, g):
    findings = []
    conv = g.conventions[lang]
    msgs = list(messages(path))
    gametext = {src: forms[0] for ctx, src, com, forms, pl in msgs if ctx == 'ratscrew::GameText'}
    for english, names in g.patterns.items():
        if lang in names and gametext.get(english) != names[lang]:
            findings.append(f'{lang}: GameText names the pattern {english} "{gametext.get(english)}", '
                            f'the glossary "{names[lang]}"')
    flags = 0 if lang == 'ja' else re.I
    for ctx, src, com, forms, plural in msgs:
        where = f'{lang}: {ctx}: "{src[:70]}"'
        source = plain(src)
        # The terms the source names, longest first; each match is blanked
        # so that "slap pile" is not also a "slap".
        named, rest = [], source
        for term in g.terms:
            probe = rest
            for p in term.excluded:
                probe = probe.replace(p, ' ' * len(p))
            if term.english.search(probe):
                named.append(term)
                rest = term.english.sub(lambda m: ' ' * len(m.group(0)), rest)
        if plural:
            want = conv['plurals']
            if len(forms) != want:
                findings.append(f'{where}: {len(forms)} plural form(s), the language has {want}')
        placeholders = sorted(set(PLACEHOLDER.findall(src)))
        for i, form in enumerate(forms):
            text = plain(form)
            # Placeholders: the same set as the source's; %n in every plural
            # form but a first that may say "one" in words.
            kept_placeholders = sorted(set(PLACEHOLDER.findall(form)))
            if kept_placeholders != placeholders:
                findings.append(f'{where}: placeholders {kept_placeholders} instead of {placeholders}')
            if '%n' in src and '%n' not in form and not (plural and i == 0 and conv['one_in_words']):
                findings.append(f'{where}: form {i + 1} lost %n ("{form[:60]}")')
            if ctx in PILL_CONTEXTS and PILL_SOURCE.search(src):
                lead = form.removeprefix('▶ ').find('%n')
                if lead < 0 or lead > PILL_LEAD:
                    findings.append(f'{where}: a table pill must put its number first ("{form}")')
            for term in named:
                regex = term.words.get(lang)
                if regex and not re.search(regex, text, flags):
                    findings.append(f'{where}: names the {term.name} but not the glossary word '
                                    f'({" / ".join(term.forms[lang])})')
            for r in g.rejected[lang]:
                seen = re.search(r.regex, text, flags)
                if seen and not (r.unless and re.search(r.unless, source, re.I)):
                    findings.append(f'{where}: "{seen.group(0)}" is rejected for the {r.term} ({r.listed})')
            for regex, word in conv['not']:
                if regex.search(text):
                    findings.append(f'{where}: "{word}" is the other register')
            kept = KEEP.sub(' ', form)
            for c in conv['characters']:
                if c in kept:
                    findings.append(f'{where}: "{c}" is not written in this language (STYLE.md)')
            if '...' in form:
                findings.append(f'{where}: "..." instead of "…"')
            end = re.search(r'(\s?)…\s*(?:\(&\w\))?$', form)
            if end and src.rstrip().endswith('…') and len(form) > 1:
                spaced = bool(end.group(1))
                if spaced != conv['ellipsis_space']:
                    style = 'a space before' if conv['ellipsis_space'] else 'no space before'
                    findings.append(f'{where}: the final "…" takes {style} it ("{form[-30:]}")')
            if conv['quotes']:
                for n in PATTERN_ARGUMENT.findall(com):
                    o, c = conv['quotes']
                    if not re.search(re.escape(o.strip()) + r'\s?%' + n + r'\s?' + re.escape(c.strip()), form):
                        findings.append(f'{where}: the pattern\'s name %{n} is not quoted {o}%{n}{c}')
    return findings


def main():
    parser = argparse.ArgumentParser(description='Checks translations/*.ts against translations/GLOSSARY.md.')
    parser.add_argument('source_dir', help='the folder whose translations/ holds the .ts files')
    parser.add_argument('langs', nargs='*', metavar='LANG', help='only these languages (default: all)')
    parser.add_argument('--glossary', help='the glossary to read (default: SOURCE_DIR/translations/GLOSSARY.md)')
    args = parser.parse_args()
    source_dir, langs = args.source_dir, args.langs
    path = args.glossary or os.path.join(source_dir, 'translations', 'GLOSSARY.md')
    try:
        g = Glossary(path)
    except OSError as e:
        sys.exit(f'{path}: cannot be read ({e.strerror})')
    findings, checked = [], 0
    for path in sorted(glob.glob(os.path.join(source_dir, 'translations', 'ratscrew_*.ts'))):
        lang = os.path.basename(path)[len('ratscrew_'):-3]
        if lang in LANGS and (not langs or lang in langs):
            try:
                findings += check_file(path, lang, g)
            except ET.ParseError as e:
                findings.append(f'{lang}: {path} is not a readable .ts file ({e})')
            checked += 1
    if not checked:
        sys.exit(f'{source_dir}: no translations/ratscrew_*.ts of {langs or LANGS} to check')
    for f in findings:
        print(f)
    print(f'{len(findings)} glossary finding(s)')
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main())
