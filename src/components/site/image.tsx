import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** Public photos are small on a phone: 60 looks the same there as 75, in fewer bytes (next.config.ts). */
export const PHOTO_QUALITY = 60;

/**
 * next/image's optimized sources as a plain <img>, rendered on the server: the same srcset, sizes
 * and lazy loading without next/image's client component in every public page's JavaScript
 * (issue 13). `priority` preloads the image with a high fetch priority (the page's largest paint).
 */
export function Image({ priority, fetchPriority, quality = PHOTO_QUALITY, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, quality, loading: priority ? 'eager' : rest.loading });
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
