"""The desktop file and the AppStream metainfo speak the game's five languages (issue 17):
name, summary/comment, description and keywords in pt_BR, pt_PT, ms and fil beside
English, and the metainfo names its developer with <developer>, not the deprecated
developer_name. (appstreamcli and desktop-file-validate check them in .ci/run.)"""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

from crib_qt.app import APP_ID
from crib_qt.i18n import LANGUAGES

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TRANSLATED = [code for code in LANGUAGES if code != "en"]


def test_the_desktop_file_is_translated():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for code in TRANSLATED:
            assert entry.get(f"{key}[{code}]"), f"{key}[{code}]"
        if key != "Name":  # the game's name is Cribbage in every language
            assert all(entry[f"{key}[{code}]"] != entry[key] for code in TRANSLATED), key
    assert entry["Comment[pt_BR]"] != entry["Comment[pt_PT]"]  # "em um" / "num", "de verdade"
    assert "kompyuter" in entry["Comment[fil]"]  # the glossary's word
    assert entry["Keywords[ms]"].endswith(";")


def test_the_metainfo_is_translated_and_names_its_developer():
    root = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert root.find("developer_name") is None
    developer = root.find("developer")
    assert developer is not None and developer.get("id") and developer.findtext("name")
    for tag in ("name", "summary"):
        langs = [e.get(XML_LANG) for e in root.findall(tag)]
        assert langs == [None, *TRANSLATED], tag
    description = root.find("description")
    paragraphs = [p.get(XML_LANG) for p in description.findall("p")]
    assert paragraphs == [None, *TRANSLATED]
    items = [li.get(XML_LANG) for li in description.findall("ul/li")]
    assert len(items) % 5 == 0 and items == [None, *TRANSLATED] * (len(items) // 5)
    keywords = {}
    for keyword in root.findall("keywords/keyword"):
        keywords.setdefault(keyword.get(XML_LANG), []).append(keyword.text)
    assert set(keywords) == {None, *TRANSLATED}
    assert all("cribbage" in words for words in keywords.values())
    summaries = {e.get(XML_LANG): e.text for e in root.findall("summary")}
    assert "ecrã" not in summaries["pt_BR"] and len(set(summaries.values())) == 5
