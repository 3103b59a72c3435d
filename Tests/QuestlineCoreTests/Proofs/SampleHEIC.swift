import Foundation

/// A real HEIC (640×480, `gps.heic` beside this file), written by libheif's `heif-enc` from
/// `content/media/proofs/cake.png`, with a position put in by ExifTool 12.57 the way a phone's
/// camera does it: in the EXIF item's GPS IFD and again in an XMP item (`exiftool
/// -GPSLatitude=59.9139 -GPSLatitudeRef=N -GPSLongitude=10.7522 -GPSLongitudeRef=E
/// -XMP-exif:GPSLatitude=59.9139 -XMP-exif:GPSLongitude=10.7522 -Make=Apple`). Its items: the
/// picture (id 1, in `mdat`), EXIF and XMP, located by an `iloc` of version 0. The server's play
/// check uploads the same file.
enum SampleHEIC {
    static let withGPS: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("gps.heic")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()
}
