import { mediaFactsOf } from '@/lib/server/media-facts';
import { PlainImage, type PlainImageProps } from './plain-image';

export { PHOTO_QUALITY } from './plain-image';

/**
 * A public page's image (a server component): PlainImage drawn as its media library item says
 * (issue 33): the item's description as alt text, 'Imagem decorativa' as alt="", its focal point
 * as the crop's object-position (no script). Read through the 'media_items' cache tag.
 */
export async function Image(props: Omit<PlainImageProps, 'facts'>) {
  const facts = typeof props.src === 'string' ? await mediaFactsOf(props.src) : null;
  return <PlainImage {...props} facts={facts} />;
}
