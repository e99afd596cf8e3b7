import { z } from "zod";

/**
 * Zod speeds up object parsing with generated code (`new Function`), after probing whether eval is
 * allowed. The pages' CSP (`script-src 'self'`, no 'unsafe-eval') refuses it, and even the caught probe is
 * reported as a violation: parse without generated code instead. Imported first by start-app.
 */
z.config({ jitless: true });
