import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Locale } from '@/lib/shared/locale';
import { objectPositionOf, type MediaFacts } from '@/lib/shared/media-facts';

/** Public photos are small on a phone: 60 looks the same there as 75, in fewer bytes (next.config.ts). */
export const PHOTO_QUALITY = 60;

export type PlainImageProps = ImageProps & {
  /** Needs no description: alt="". */
  decorative?: boolean;
  /** The media library item's description and focal point (see ./image.tsx, which reads them). */
  facts?: MediaFacts | null;
  /** The page's language: the item's description in it (Portuguese by default). */
  locale?: Locale;
};

/**
 * next/image's optimized sources as a plain <img>, rendered on the server: the same srcset, sizes
 * and lazy loading without next/image's client component in every public page's JavaScript
 * (issue 13). `priority` preloads the image with a high fetch priority (the page's largest paint).
 * With `facts`, the item's description in the page's language is the alt text (`alt` when it has
 * none in it), 'Imagem decorativa' (or `decorative`) gives alt="", and its focal point is the
 * crop's object-position.
 */
export function PlainImage({
  priority,
  fetchPriority,
  quality = PHOTO_QUALITY,
  decorative,
  facts,
  locale = 'pt-BR',
  alt,
  style,
  ...rest
}: PlainImageProps) {
  const objectPosition = objectPositionOf(facts);
  const { props } = getImageProps({
    ...rest,
    alt: decorative || facts?.decorative ? '' : (locale === 'en' ? facts?.altEn : facts?.altPt) || alt,
    quality,
    loading: priority ? 'eager' : rest.loading,
    style: objectPosition ? { ...style, objectPosition } : style,
  });
  if (priority) {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps sets alt
  return <img {...props} fetchPriority={priority ? 'high' : fetchPriority} />;
}
