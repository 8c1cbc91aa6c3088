import 'server-only';

// What other features may use of the blog (a feature imports another only through its exports.ts):
// the post's rich text made safe for rendering elsewhere and its address in its language (the client
// alerts' e-mail, issues 35 and 34).

export { safeDoc } from './rich-content';
export { postHref } from './links';
