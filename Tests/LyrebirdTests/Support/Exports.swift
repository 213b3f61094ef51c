@_exported import LyrebirdTestSupport
