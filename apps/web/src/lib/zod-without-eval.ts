import { config } from 'zod';

// The content security policy allows no eval (script-src 'self'). Zod would otherwise
// probe for it with `new Function` on its first object check, which the browser reports
// as a policy violation; its interpreted checks give the same answers. Imported first by
// main.tsx, because the setting is read when each schema is built.
config({ jitless: true });
