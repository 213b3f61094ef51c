#!/bin/sh
# Writes the mocks of Garden's annotated protocols for its tests.
set -e
cd "$(dirname "$0")/.."
mockolo -s Sources/Garden -d Tests/GardenTests/Mocks.generated.swift -i Garden --mock-final
