import { z } from 'zod';
import { configureZodMessages } from './zod-messages';

// The package's schemas import Zod from here, so the friendly messages (zod-messages.ts) are
// installed by whatever first loads a schema, in the API and in the web app alike. This is the
// package's one import-time effect (package.json `sideEffects`). Not in index.ts: there,
// importing a constant would be enough to run it, and the web log-in page would load Zod's core
// (~9 KiB gzip) for messages it never shows before a form is validated.
configureZodMessages();

export { z };
