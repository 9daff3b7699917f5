import { z } from 'zod';

// zod 4 probes `new Function('')` on its first object parse to speed parsing up; under our CSP (no
// 'unsafe-eval') the probe is refused and reported as a violation on every page. Every client module that
// parses imports this first: the forms statically, the API client when it loads a schema (decision 112).
z.config({ jitless: true });
