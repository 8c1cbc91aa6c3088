import { backgroundImagesType } from '@/features/background-images/content-type';
import { blogPostsType } from '@/features/blog/content-type';
import { clientLogosType } from '@/features/client-logos/content-type';
import { logosType } from '@/features/logos/content-type';
import { mostRequestedServicesType } from '@/features/most-requested-services/content-type';
import { newsType } from '@/features/news/content-type';
import { photosType } from '@/features/photos/content-type';
import { socialLinksType } from '@/features/social-links/content-type';
import { successCasesType } from '@/features/success-cases/content-type';
import { testimonialsType } from '@/features/testimonials/content-type';
import { tipsType } from '@/features/tips/content-type';
import type { AnyContentType, ContentType } from '@/lib/shared/content-type';

// Every content type of the site, in one list (docs/admin-kit.md, ADR 0024). Their permissions,
// cache tags, activity labels, upload references, admin menu entries (in this order), compliance
// scan and admin routes are all derived from it: a new type is its declaration beside its feature
// and one line here.
//
// This module and the declarations it lists import nothing but src/db and src/lib/shared, so src/lib
// may read it (the one exception to "lib does not import features", kept by ESLint).

export const CONTENT_TYPES = [
  newsType,
  blogPostsType,
  photosType,
  backgroundImagesType,
  testimonialsType,
  mostRequestedServicesType,
  tipsType,
  successCasesType,
  clientLogosType,
  logosType,
  socialLinksType,
] as const;

export type DeclaredContentType = (typeof CONTENT_TYPES)[number];

/** Types registered while running (a test's fixture type), after the declared ones. */
const registered: ContentType[] = [];

/** Every content type: the declared ones, then any registered at run time. */
export function contentTypes(): readonly ContentType[] {
  return [...(CONTENT_TYPES as readonly ContentType[]), ...registered];
}

/**
 * Adds a type at run time (the fixture type of tests/integration/content/content-type-registry.test.ts:
 * a type gets everything derived from the registry without touching another file).
 */
export function registerContentType<D extends AnyContentType>(type: ContentType<D>): void {
  if (contentTypes().some((known) => known.name === type.name))
    throw new Error(`${type.name} is declared twice`);
  registered.push(type as unknown as ContentType);
}

/** The type named so (its table's name), or undefined. */
export function contentTypeNamed(name: string): ContentType | undefined {
  return contentTypes().find((type) => type.name === name);
}

/** The type whose admin screen is at this path, or undefined. */
export function contentTypeAt(path: string): ContentType | undefined {
  return contentTypes().find((type) => type.admin.path === path);
}
