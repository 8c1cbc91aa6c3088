'use client';

import { contentTypeNamed } from '@/content-types';
import { ContentScreen } from './content-screen';

/** The screen of the generic admin route: the type looked up by name (a declaration is no prop). */
export function DeclaredContentScreen({ name, items }: { name: string; items: { id: string }[] }) {
  return <ContentScreen type={contentTypeNamed(name)!} items={items} />;
}
