"""Entry point of the frozen app: PyInstaller runs this file as ``__main__``.

It is the same as ``python -m tabletop``; a separate file so that the package's own
``__main__`` is not frozen twice (once as the script, once as a module).
"""

import multiprocessing
import sys

from tabletop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # `tabletop simulate --jobs N` starts copies of this exe
    sys.exit(main())
