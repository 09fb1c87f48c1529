"""A contact sheet of SVGs (headless): ``python art/bellwake/tools/sheet.py OUT.png [GLOB]``."""

from __future__ import annotations

import sys
from pathlib import Path

ART = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ART.parent / "tools"))

from contact_sheet import main  # noqa: E402

if __name__ == "__main__":
    main(ART)
