#!/usr/bin/env python3
"""Writes web/app/fonts/orania-serif-600.woff2 (and its TrueType twin for the PDFs): the headings' typeface, Lora (SIL OFL 1.1), as one static
weight (600, the only one the headings use) cut to the characters English and Afrikaans text
needs (Basic Latin, Latin-1, typographic quotes and dashes), renamed "Orania Serif" as the OFL
asks of a modified font (web/app/fonts/LICENSE-Lora-OFL.txt). About 18 KB against the variable
font's 38 KB: less to download before a phone paints a stay's photo.

Run it again after a @fontsource-variable/lora upgrade; it needs Debian's python3-fonttools and
python3-brotli (apt-get install -y python3-fonttools python3-brotli):
    /usr/bin/python3 scripts/subset-heading-font.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2"
TARGET = ROOT / "web/app/fonts/orania-serif-600.woff2"
# The same cut as TrueType for the PDFs (pdfkit's fontkit cannot subset a WOFF2's composite glyphs).
PDF_TARGET = ROOT / "web/server/payments/pdf/fonts/orania-serif-600.ttf"

# Basic Latin, Latin-1 Supplement (ê, ë, ô, é ... of Afrikaans), dashes, quotes, ellipsis,
# bullet, euro, trade mark, and Afrikaans's ŉ.
CODE_POINTS = [*range(0x20, 0x7F), *range(0xA0, 0x100), 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2022, 0x20AC, 0x2122, 0x0149]

font = instantiateVariableFont(TTFont(SOURCE), {"wght": 600}, updateFontNames=False)
options = subset.Options()
options.flavor = "woff2"
options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]
options.name_IDs = ["*"]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=CODE_POINTS)
subsetter.subset(font)
# The OFL reserves the name "Lora" for the original: this cut carries a name of its own.
FAMILY = "Orania Serif"
name_table = font["name"]
for record in list(name_table.names):
    if record.nameID in (1, 4, 16, 21):
        name_table.setName(FAMILY if record.nameID != 4 else f"{FAMILY} SemiBold", record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID in (3, 6, 20):
        name_table.setName("OraniaSerif-SemiBold", record.nameID, record.platformID, record.platEncID, record.langID)
font.flavor = "woff2"
font.save(TARGET)
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")
font.flavor = None
PDF_TARGET.parent.mkdir(parents=True, exist_ok=True)
font.save(PDF_TARGET)
print(f"{PDF_TARGET.relative_to(ROOT)}: {PDF_TARGET.stat().st_size} bytes")
