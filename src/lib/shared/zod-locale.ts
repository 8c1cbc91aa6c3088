import { config } from 'zod/v4/core';
import ptBR from 'zod/v4/locales/pt-BR.js';

// zod's own messages in pt-BR, for the few checks a form schema gives no message of its own (a
// file sent where text was expected, an unknown option): refusals are never shown in English.
// Imported by action-result.ts, which every form (browser) and action (server) parses through.
config(ptBR());
