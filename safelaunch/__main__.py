from safelaunch.cli import main

raise SystemExit(main())
