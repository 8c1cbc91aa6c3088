import 'server-only';

// What other features may use of the blog (a feature imports another only through its exports.ts):
// the post's rich text made safe for rendering elsewhere (the client alerts' e-mail, issue 35).

export { safeDoc } from './rich-content';
