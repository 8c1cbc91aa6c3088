// Runs in the browser before the app's own code (the pages that load React: the back office and
// sign-in; the public pages' script does the same, src/enhance/public-form.ts).
import { setZodJitless } from '@/lib/shared/zod-jitless';

setZodJitless();
