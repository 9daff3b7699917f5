import { z } from 'zod';

// zod 4 probes `new Function('')` to speed up object parsing; under our CSP (no 'unsafe-eval') the
// probe is refused and reported as a violation on every page. Parse without it (issue #11).
z.config({ jitless: true });
