"""Small images built byte by byte for the upload checks, as Tests/QuestlineCoreTests/Proofs/
SampleImages.swift builds them: a JPEG and a WebP with the EXIF GPS IFD and XMP position a phone
writes, a 1x1 PNG; and a real HEIC with a position, the Swift tests' own (Tests/QuestlineCoreTests/Proofs/
gps.heic)."""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

# A TIFF block (little-endian): Orientation 6 and a GPS IFD holding latitude N 59° 54' 12.34".
EXIF_TIFF = (bytes([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0x02, 0x00])
             + bytes([0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00])
             + bytes([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 38, 0x00, 0x00, 0x00])
             + bytes(4) + bytes([0x02, 0x00])
             + bytes([0x01, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x00, 0x4E, 0x00, 0x00, 0x00])
             + bytes([0x02, 0x00, 0x05, 0x00, 0x03, 0x00, 0x00, 0x00, 68, 0x00, 0x00, 0x00])
             + bytes(4) + struct.pack("<6I", 59, 1, 54, 1, 1234, 100))
XMP = b'http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta><rdf:Description exif:GPSLatitude="59,54.2N"/></x:xmpmeta>'
# The tags that mark a GPS IFD in an EXIF block (GPSInfo, either byte order) and the latitude's seconds.
GPS_MARKS = (bytes([0x25, 0x88]), bytes([0x88, 0x25]), b"GPSLatitude", struct.pack("<I", 1234))

# The compressed part of an 8x8 grey baseline JPEG: quantisation, frame, Huffman tables, scan, end.
_JPEG_IMAGE = (bytes([0xFF, 0xDB, 0x00, 0x43, 0x00]) + bytes([1] * 64)
               + bytes([0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00])
               + b"".join(bytes([0xFF, 0xC4, 0x00, 0x14, table, 1]) + bytes(15) + bytes([0]) for table in (0x00, 0x10))
               + bytes([0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x3F, 0xFF, 0xD9]))
_JFIF = bytes([0xFF, 0xE0, 0x00, 0x10]) + b"JFIF" + bytes([0, 1, 1, 0, 0, 1, 0, 1, 0, 0])


def _segment(marker: int, body: bytes) -> bytes:
    return bytes([0xFF, marker]) + struct.pack(">H", len(body) + 2) + body


def jpeg_with_gps() -> bytes:
    """SOI, JFIF, EXIF with a GPS IFD, XMP with the position, then the image."""
    return b"\xFF\xD8" + _JFIF + _segment(0xE1, b"Exif\x00\x00" + EXIF_TIFF) + _segment(0xE1, XMP) + _JPEG_IMAGE


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png() -> bytes:
    """A 1x1 grey PNG."""
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">II", 1, 1) + bytes([8, 0, 0, 0, 0]))
            + _chunk(b"IDAT", zlib.compress(b"\x00\x80")) + _chunk(b"IEND", b""))


def _riff_chunk(fourcc: bytes, data: bytes) -> bytes:
    return fourcc + struct.pack("<I", len(data)) + data + (b"\x00" if len(data) % 2 else b"")


def webp_with_gps() -> bytes:
    """An extended WebP: VP8X flagging EXIF and XMP, a (stand-in) lossless image, EXIF with a GPS IFD, XMP."""
    chunks = (_riff_chunk(b"VP8X", bytes([0x0C]) + bytes(9)) + _riff_chunk(b"VP8L", bytes([0x2F, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11]))
              + _riff_chunk(b"EXIF", EXIF_TIFF + b"\x00") + _riff_chunk(b"XMP ", XMP))
    return b"RIFF" + struct.pack("<I", len(chunks) + 4) + b"WEBP" + chunks


# The start of a HEIC: its file type box, with the brands an iPhone writes.
HEIC_FTYP = bytes([0, 0, 0, 0x18]) + b"ftypheic" + bytes(4) + b"mif1heic"
# What tells a HEIC's position: the GPS IFD's tag (big-endian, as in gps.heic), the XMP's tag, the
# maker written with it.
HEIC_GPS_MARKS = (bytes([0x88, 0x25]), b"GPSLatitude", b"Apple")


def heic_with_gps() -> bytes:
    """A HEIC written by heif-enc, with a position in its EXIF and XMP items put there by ExifTool."""
    return (Path(__file__).resolve().parent.parent / "QuestlineCoreTests" / "Proofs" / "gps.heic").read_bytes()
