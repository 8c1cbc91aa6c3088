import { build } from '../src/http/build.mjs';

// `npm run build`: the production build and its stamp (src/http/build.mjs).
build();
