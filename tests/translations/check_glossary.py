#!/usr/bin/env python3
"""Checks translations/*.ts against translations/GLOSSARY.md.

usage: check_glossary.py SOURCE_DIR [LANG...]

Fails (exit 1, one line per finding) when
  - a translation uses a variant the glossary rejects for a term (the pile
    called a deck, a misslap called by another word, ...), or
  - a source string names a slap pattern by its English name ("Four in a
    row", "Tens", "a double") and its translation does not use that
    pattern's translated name (read from ratscrew::GameText,
    the one place every pattern name is translated), or
  - a Japanese translation uses half-width punctuation, or
  - a table pill (a challenge's chances, a sit-out count) does not put its
    number first.
Obsolete and vanished messages are not checked."""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# Variants the glossary rejects: (regex in the translation, regex of the
# English source that allows it there or None, what to use instead).
FORBIDDEN = {
    'de': [(r'\bFehlklatsch', None, 'Fehlschlag'),
           (r'Spieldauer', None, 'Zeitlimit (the game length is a time limit)'),
           (r'Pärchen', None, 'Paar (the Double)'),
           (r'\bChancen?\b', None, 'Versuch')],
    'es': [(r'\bpalmadas? err[oó]ne', None, 'palmada en falso'),
           (r'\bpatr[oó]n(es)?\b', None, 'combinación (a pattern)'),
           (r'\bduración de la partida', None, 'límite de tiempo (the game length)'),
           (r'\bparejas?\b', None, 'doble (the Double)'),
           (r'\bintentos?\b', None, 'oportunidad (a chance)')],
    'fr': [(r'\bpiles?\b', None, 'tas'),
           (r'\bmotifs?\b', r'\bdesig&?n', 'combinaison (a pattern; a motif is a card design)'),
           (r'\bdurée de la partie', None, 'limite de temps (the game length)'),
           (r'\b(Paire|Brelan)\b', None, 'the real pattern names (Double, Triple)'),
           (r'\bmauvaises? tapes?\b', None, 'fausse tape'),
           (r'\blanceur du défi', None, 'challenger'),
           (r'\bessais?\b', None, 'chance (a chance)')],
    'it': [(r'\bmazz[oi]\b', r'\bdeck', 'pila (mazzo is a deck)'),
           (r'\bschem[ai]\b', None, 'combinazione (a pattern)'),
           (r'\bdurata della partita', None, 'limite di tempo (the game length)'),
           (r'\ba vuoto\b', None, 'colpo sbagliato'),
           (r'\bsopra e sotto\b', None, 'testa e coda (Top and bottom)'),
           (r'\bfigur[ae]\b', r'\b(face|letter)[ -]cards?\b|\bfaces?\b|\bJ, Q, K\b|\bstick|\bchallenge',
            'combinazione (figura is a letter card)')],
    'ja': [(r'山(?!札)', None, '場札'),
           (r'ゲームの長さ', None, '制限時間 (the game length)'),
           (r'応答', None, '応戦'),
           (r'燃や', None, 'バーン'),
           (r'[:!?(),]', None, 'full-width punctuation (：！？（），、)')],
    'nl': [(r'\bmissla', None, 'misklap'),
           (r'\bsloeg(en)? mis\b|\bsla(at|an)? mis\b', None, 'misklap (a split "mis slaan" too)'),
           (r'\bslag(en)?\b', None, 'klap (a slag is a trick)'),
           (r'\bspeelduur', None, 'tijdslimiet (the game length)'),
           (r'\bverkeerde? klap', None, 'misklap'),
           (r'\bopgehaald|\bophalen', None, 'binnenhalen (collect)'),
           (r'letterkaart', None, 'plaatje (letter card)'),
           (r'\bpoging', None, 'kans (a chance)')],
    'pl': [(r'\bpróby?\b|\bpróbę\b', None, 'szansa (a chance)'),
           (r'\bdługoś\w* gry', None, 'limit czasu (the game length)')],
    'pt_BR': [(r'\btapas? em falso\b', None, 'tapa errado'),
              (r'\bduração do jogo', None, 'limite de tempo (the game length)'),
              (r'\bdupla\b', None, 'par (the Double)'),
              (r'\btentativas?\b', None, 'chance (a chance)'),
              (r'\bcartas? de letra', None, 'figura (letter card)'),
              (r'\bpilha\b', r'\bstack', 'monte (a pilha is a player\'s stack)')],
}

# Forms a pattern name may take in a sentence besides the one in GameText
# (case, number); matched case-insensitively.
PATTERN_FORMS = {
    'pl': {'Suma 10': ['Sum[aęy] 10'], 'Góra i dół': ['Gór[aęy] i dół'], 'Kanapka': ['Kanapk'], 'Trójka': ['Trójk'], 'Para': ['Par'], 'Dziesiątka': ['Dziesiątk'],
           'Kanapka z sumą 10': ['Kanapk[aięę] z sumą 10'], 'Małżeństwo': ['Małżeństw']},
    'de': {'Zehner': ['Zehner'], 'Paar': ['Paar'], 'Drilling': ['Drilling']},
    'it': {'Coppia': ['Coppi[ae]']},
    'es': {'Trío': ['Tríos?']},
}

# Where a source names a term, its translation uses the glossary's word
# (a regex of its forms): (regex of the English source, {lang: regex}).
REQUIRED = {
    'misslap': (r'(?i)misslap', {
        'de': r'(?i)fehlschl', 'es': r'(?i)en falso', 'fr': r'(?i)fausses? tapes?', 'it': r'(?i)sbagliat',
        'ja': r'お手つき', 'nl': r'(?i)misklap', 'pl': r'(?i)błędn', 'pt_BR': r'(?i)errad'}),
    'pile': (r'(?i)\bpiles?\b', {
        'de': r'(?i)stapel', 'es': r'(?i)montón|montones', 'fr': r'(?i)\btas\b', 'it': r'(?i)\bpil[ae]\b',
        'ja': r'場札', 'nl': r'(?i)stapel', 'pl': r'(?i)\bstos', 'pt_BR': r'(?i)\bmontes?\b'}),
    # A challenge's chance (not the Players page's "Chance to ...", a
    # probability, nor the bots' "% of chances").
    'chance': (r'(?<!of )\bchances?\b', {
        'de': r'(?i)versuch', 'es': r'(?i)oportunidad', 'fr': r'(?i)\bchances?\b', 'it': r'(?i)tentativ',
        'ja': r'回', 'nl': r'(?i)\bkans', 'pl': r'(?i)szans', 'pt_BR': r'(?i)\bchances?\b'}),
    # A lockout (RULES.md §11.3) is told as one, never as sitting out (§4),
    # however the rules' own event is named (`sit_out`).
    'lockout': (r'(?i)\block(ed)?[ -]?out', {
        'de': r'(?i)sperr', 'es': r'(?i)bloque', 'fr': r'(?i)bloqu|blocage', 'it': r'(?i)blocc',
        'ja': r'ロックアウト', 'nl': r'(?i)geblokkeerd|blokkade|blokker', 'pl': r'(?i)blokad', 'pt_BR': r'(?i)bloque'}),
    'burn': (r'(?i)\bburn', {
        'de': r'(?i)verbrenn|verbrann', 'es': r'(?i)quem', 'fr': r'(?i)brûl', 'it': r'(?i)bruci',
        'ja': r'バーン', 'nl': r'(?i)verbrand|verbrand', 'pl': r'(?i)spal', 'pt_BR': r'(?i)queim'}),
}

MNEMONIC = re.compile(r'&(?=\S)|\(&\w\)')
# Japanese keeps these half-width: a mnemonic "(&B)", a file filter
# "(*.csv)", markup and addresses.
JA_KEEP = re.compile(r'\(&[^)]\)|\(\*[^)]*\)|<[^>]*>|https?://\S+')


def plain(text):
    return MNEMONIC.sub('', text or '')


def messages(path):
    for ctx in ET.parse(path).getroot().iter('context'):
        name = ctx.findtext('name')
        for m in ctx.iter('message'):
            t = m.find('translation')
            if t is None or t.get('type') in ('obsolete', 'vanished'):
                continue
            forms = [f.text or '' for f in t.findall('numerusform')] or [t.text or '']
            yield name, m.findtext('source') or '', m.findtext('comment') or '', forms


# The table's pills with a count (a challenge's chances, a seat's sit-out):
# the number comes first, so that a pill cut short with "…" keeps it
# (GLOSSARY.md, "Forms"). At most PILL_LEAD characters (after a leading
# "▶ ") may stand before it: nl "nog ", ja "残り" / "あと".
PILL_SOURCE = re.compile(r'^(▶ )?[^%]*(·|:) %n (chance|card)')
PILL_LEAD = 4

# Pattern names that are also a card's name in lower case ("a ten stops
# a challenge" is the card, "Ten" the pattern): matched by case.
CARD_WORDS = {'Ten'}

PATTERNS = ['Double', 'Triple', 'Sandwich', 'Top and bottom', 'Tens', 'Ten', 'Tens sandwich',
            'Three for ten', 'Four in a row', 'Run of three', 'Marriage', 'Joker', 'Three of a suit']


def check(source_dir, langs):
    findings = []
    for path in sorted(glob.glob(os.path.join(source_dir, 'translations', 'ratscrew_*.ts'))):
        lang = os.path.basename(path)[len('ratscrew_'):-3]
        if lang == 'en' or (langs and lang not in langs):
            continue
        msgs = list(messages(path))
        gametext = {src: forms[0] for ctx, src, com, forms in msgs if ctx == 'ratscrew::GameText'}
        names = {p: gametext[p] for p in PATTERNS if p in gametext}
        if len(names) != len(PATTERNS):
            findings.append(f'{lang}: GameText lacks pattern names {sorted(set(PATTERNS) - set(names))}')
        # Longest names first so that "Tens sandwich" is not also read as "Tens".
        by_length = sorted(names, key=len, reverse=True)
        for ctx, src, com, forms in msgs:
            where = f'{lang}: {ctx}: "{src[:70]}"'
            for form in forms:
                text = plain(form)
                if ctx in ('ratscrew::TableRenderer', 'ratscrew::TableStillLayer') and PILL_SOURCE.search(src):
                    lead = form.removeprefix('▶ ').find('%n')
                    if lead < 0 or lead > PILL_LEAD:
                        findings.append(f'{where}: a table pill must put its number first ("{form}")')
                flags = 0 if lang == 'ja' else re.I
                for bad, allowed_by, use in FORBIDDEN.get(lang, []):
                    seen = re.search(bad, JA_KEEP.sub(' ', form) if lang == 'ja' else text, flags)
                    if seen and not (allowed_by and re.search(allowed_by, src, re.I)):
                        findings.append(f'{where}: "{seen.group(0)}" is not the glossary term; use {use}')
                for term, (named, words) in REQUIRED.items():
                    if re.search(named, src) and not re.search(words[lang], text):
                        findings.append(f'{where}: names the {term} but not the glossary word /{words[lang]}/')
                if ctx == 'ratscrew::GameText' and src in names:
                    continue
                rest = plain(src)
                for p in by_length:
                    # A pattern is named where its English name is a whole
                    # word ("Tens", "a double"), not part of a longer name
                    # ("Tens sandwich", read first).
                    hit = re.search(r'(?<![\w-])' + re.escape(p) + r'(?![\w-])', rest,
                                    0 if p in CARD_WORDS else re.I)
                    if not hit:
                        continue
                    rest = re.sub(re.escape(p), ' ', rest, flags=re.I)
                    name = plain(names[p])
                    accepted = [re.escape(name)] + PATTERN_FORMS.get(lang, {}).get(name, [])
                    if not any(re.search(a, text, re.I) for a in accepted):
                        findings.append(f'{where}: names the pattern {p} but not its name "{name}"')
    return findings


def main():
    source_dir, *langs = sys.argv[1:]
    findings = check(source_dir, set(langs))
    for f in findings:
        print(f)
    print(f'{len(findings)} glossary finding(s)')
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main())
